import { i18n } from '#i18n';
import { isWebUrl } from './format';
import { formatNumber } from './intl';
import { LazyList } from './LazyList';
import { SafeLink } from './SafeLink';

export interface SitemapListProps {
  sitemaps: string[];
}

/**
 * The sitemaps robots.txt lists: http(s) ones as safe links, anything else as plain text. A file
 * may list thousands (500 KiB of `Sitemap:` lines is 30,768): the first 1,000 are rendered, the
 * rest on request (issue 12 case 8).
 */
export function SitemapList({ sitemaps }: SitemapListProps) {
  return (
    <section class="panel" aria-labelledby="sitemaps-h" data-testid="sitemaps">
      <h2 id="sitemaps-h">
        {sitemaps.length > 1
          ? i18n.t('popup.sitemaps.headingCount', [formatNumber(sitemaps.length)])
          : i18n.t('popup.sitemaps.heading')}
      </h2>
      {sitemaps.length === 0 ? (
        <p class="note">{i18n.t('popup.sitemaps.none')}</p>
      ) : (
        <LazyList
          class="sitemaps"
          items={sitemaps}
          keyOf={(url) => url}
          render={(url) => (
            <>
              <SafeLink url={url} />
              {!isWebUrl(url) && <span class="note">{i18n.t('popup.sitemaps.notLinked')}</span>}
            </>
          )}
        />
      )}
    </section>
  );
}

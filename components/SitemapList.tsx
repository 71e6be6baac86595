import { i18n } from '#i18n';
import { isWebUrl } from './format';
import { LazyList } from './LazyList';
import { SafeLink } from './SafeLink';

export interface SitemapListProps {
  sitemaps: string[];
}

/**
 * The sitemaps robots.txt lists: http(s) ones as safe links, anything else as plain text. A file
 * may list thousands (500 KiB of `Sitemap:` lines is 30,768): the first 1,000 are rendered, the
 * rest on request (issue 12 case 8). Its section (entrypoints/popup/Sections.tsx) says the count.
 */
/** Sitemaps shown before "Show all" (Etsy lists 488). */
const PREVIEW = 20;

export function SitemapList({ sitemaps }: SitemapListProps) {
  if (sitemaps.length === 0) {
    return (
      <p class="note" data-testid="sitemaps">
        {i18n.t('popup.sitemaps.none')}
      </p>
    );
  }
  return (
    <LazyList
      class="sitemaps"
      testid="sitemaps"
      items={sitemaps}
      keyOf={(url) => url}
      preview={PREVIEW}
      render={(url) => (
        <>
          <SafeLink url={url} />
          {!isWebUrl(url) && <span class="note">{i18n.t('popup.sitemaps.notLinked')}</span>}
        </>
      )}
    />
  );
}

import { isWebUrl } from './format';
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
        Sitemaps{sitemaps.length > 1 ? ` (${sitemaps.length.toLocaleString('en')})` : ''}
      </h2>
      {sitemaps.length === 0 ? (
        <p class="note">robots.txt lists no sitemaps.</p>
      ) : (
        <LazyList
          class="sitemaps"
          items={sitemaps}
          keyOf={(url) => url}
          render={(url) => (
            <>
              <SafeLink url={url} />
              {!isWebUrl(url) && <span class="note"> (not an http(s) URL, so not linked)</span>}
            </>
          )}
        />
      )}
    </section>
  );
}

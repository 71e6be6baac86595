import { isWebUrl } from './format';
import { VisibleText } from './VisibleText';

export interface SitemapListProps {
  sitemaps: string[];
}

/** The sitemaps robots.txt lists: http(s) ones as safe links, anything else as plain text. */
export function SitemapList({ sitemaps }: SitemapListProps) {
  return (
    <section class="panel" aria-labelledby="sitemaps-h" data-testid="sitemaps">
      <h2 id="sitemaps-h">Sitemaps</h2>
      {sitemaps.length === 0 ? (
        <p class="note">robots.txt lists no sitemaps.</p>
      ) : (
        <ul class="sitemaps">
          {sitemaps.map((url) => (
            <li key={url}>
              {isWebUrl(url) ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <VisibleText text={url} />
                </a>
              ) : (
                <>
                  <span class="unsafe-url">
                    <VisibleText text={url} />
                  </span>{' '}
                  <span class="note">(not an http(s) URL, so not linked)</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { isWebUrl } from './format';

/** Longer lists render their first this many, with the total (DESIGN.md test contract). */
export const MAX_LISTED = 1000;

export interface SitemapListProps {
  sitemaps: string[];
}

/** The sitemaps robots.txt lists: http(s) ones as safe links, anything else as plain text. */
export function SitemapList({ sitemaps }: SitemapListProps) {
  if (sitemaps.length === 0) {
    return (
      <p class="note" data-testid="sitemaps">
        robots.txt lists no sitemaps.
      </p>
    );
  }
  return (
    <>
      <ul class="sitemaps" data-testid="sitemaps" data-count={sitemaps.length}>
        {sitemaps.slice(0, MAX_LISTED).map((url) => (
          <li key={url}>
            {isWebUrl(url) ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ) : (
              <>
                <span class="unsafe-url">{url}</span>{' '}
                <span class="note">(not an http(s) URL, so not linked)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {sitemaps.length > MAX_LISTED && (
        <p class="note">
          The first {MAX_LISTED.toLocaleString('en')} of {sitemaps.length.toLocaleString('en')}{' '}
          sitemaps.
        </p>
      )}
    </>
  );
}

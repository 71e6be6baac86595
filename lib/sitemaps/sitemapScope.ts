/**
 * sitemaps.org "Sitemap file location": a sitemap at http://example.com/catalog/sitemap.xml may
 * list URLs starting with http://example.com/catalog/ only, on the same host and protocol; a
 * sitemap index may list sitemaps on its own site only. This folder rule is for sitemaps found
 * elsewhere: one listed in robots.txt may list any URL of the robots.txt's host (`otherOrigin`).
 */
export interface SitemapScope {
  url: URL;
  /** Scheme, host and directory of the sitemap: a URL starting with it is always in scope. */
  prefix: string;
}

export function sitemapScope(sitemapUrl: string): SitemapScope | undefined {
  if (!URL.canParse(sitemapUrl)) return undefined;
  const url = new URL(sitemapUrl);
  const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
  return { url, prefix: `${url.origin}${dir}` };
}

/** Why `listed` is outside the scope, or null when it is inside; `pathToo` false for index children. */
export function scopeProblem(scope: SitemapScope, listed: string, pathToo = true): string | null {
  if (pathToo && listed.startsWith(scope.prefix)) return null;
  if (!URL.canParse(listed)) return 'not a valid URL';
  const url = new URL(listed);
  const own = scope.url;
  if (url.protocol !== own.protocol) {
    return `uses ${url.protocol}, the sitemap ${own.protocol} (sitemaps.org: same protocol)`;
  }
  if (url.host !== own.host) return `on ${url.host}, not ${own.host} (sitemaps.org: same host)`;
  if (!pathToo || `${url.origin}${url.pathname}`.startsWith(scope.prefix)) return null;
  const dir = scope.prefix.slice(own.origin.length);
  return `outside ${dir} (sitemaps.org: a sitemap lists only URLs under its own directory)`;
}

/**
 * sitemaps.org "Sitemaps & Cross Submits": a sitemap listed in a robots.txt may list any URL of that
 * robots.txt's host. The origin of `listed` when it is on another one (counted and named, not
 * gated by this robots.txt), null when it is on `robotsOrigin` (`https://shop.example`).
 */
export function otherOrigin(robotsOrigin: string, listed: string): string | null {
  if (startsWithOrigin(robotsOrigin, listed)) return null;
  if (!URL.canParse(listed)) return '(not a valid URL)';
  const { origin } = new URL(listed);
  return origin === robotsOrigin ? null : origin;
}

/**
 * The usual case, without parsing: `url` is `origin` as URL#origin writes it, then `/`, `?`, `#` or
 * the end (so the authority ends there). False says only "parse it to know" (`HTTPS://Shop.example`).
 */
export function startsWithOrigin(origin: string, url: string): boolean {
  const next = url.charCodeAt(origin.length);
  return (
    url.startsWith(origin) && (Number.isNaN(next) || next === 47 || next === 63 || next === 35)
  );
}

import type { RobotsFile } from './types';

/**
 * Sitemap lines (an "other record" of RFC 9309 §2.2.4; sitemaps.org asks for absolute
 * URLs). They belong to no group: every one in the file counts, in file order.
 */

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export type SitemapResolution =
  | { ok: true; url: string; relative: boolean }
  | { ok: false; code: 'sitemap-unsafe-scheme' | 'sitemap-invalid'; reason: string };

/** Resolve one Sitemap value against the robots.txt URL; only http(s) results are kept. */
export function resolveSitemap(raw: string, robotsUrl: string): SitemapResolution {
  if (raw === '') return { ok: false, code: 'sitemap-invalid', reason: 'it names no URL' };
  const relative = !SCHEME.test(raw);
  let url: URL;
  try {
    url = relative ? new URL(raw, robotsUrl) : new URL(raw);
  } catch {
    return {
      ok: false,
      code: 'sitemap-invalid',
      reason: relative
        ? 'it is a relative URL and the robots.txt URL it would be resolved against is not valid'
        : 'it is not a valid URL',
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      code: 'sitemap-unsafe-scheme',
      reason: `its scheme "${url.protocol}" is not http or https`,
    };
  }
  return { ok: true, url: url.href, relative };
}

/** Every http(s) sitemap of the file, resolved, in file order, without duplicates. */
export function listSitemaps(robots: RobotsFile): string[] {
  const seen = new Set<string>();
  for (const { raw } of robots?.sitemaps ?? []) {
    const resolved = resolveSitemap(String(raw), String(robots.robotsUrl ?? ''));
    if (resolved.ok) seen.add(resolved.url);
  }
  return [...seen];
}

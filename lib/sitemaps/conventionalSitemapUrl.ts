/**
 * When robots.txt lists no sitemap, the popup may offer `/sitemap.xml` — labelled with this note,
 * never as advertised: nothing says the site publishes one there.
 */
export const CONVENTIONAL_SITEMAP_NOTE = 'not advertised, conventional location';

/** `https://example.com` → `https://example.com/sitemap.xml`; undefined for a non-http(s) origin. */
export function conventionalSitemapUrl(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  const url = new URL('/sitemap.xml', origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

import { createSitemapScanner, type SitemapEntry, type SitemapKind } from './sitemapScanner';

export { DOCTYPE_REJECTED } from './sitemapScanner';

export type ParsedSitemap =
  | { ok: true; kind: SitemapKind; entries: SitemapEntry[] }
  | { ok: false; reason: string };

/**
 * A whole sitemap body → its entries, or the reason it is not a sitemap; never throws. The
 * explorer streams instead (lib/sitemaps/exploreFile.ts); this is the same reader over one string,
 * for Node callers and tests.
 */
export function parseSitemap(text: string): ParsedSitemap {
  const entries: SitemapEntry[] = [];
  const scanner = createSitemapScanner((entry) => entries.push(entry));
  const reason = scanner.push(text) ?? scanner.end();
  const kind = scanner.kind();
  if (reason || !kind) return { ok: false, reason: reason ?? 'no root element' };
  return { ok: true, kind, entries };
}

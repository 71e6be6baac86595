/**
 * A cap that stopped the sitemap explorer, as a code and its numbers (issue 18: the engine stays
 * language-free; components/sitemapLimitText.ts words it). Pure data: survives structured cloning.
 */
export type SitemapLimit =
  /** A urlset held more page URLs than `maxUrls` (sitemaps.org: at most 50,000 per file). */
  | { code: 'file-urls'; max: number }
  /** `maxTotalUrls` page URLs were counted over all files. */
  | { code: 'total-urls'; max: number }
  /** An index listed more child sitemaps than `maxUrls` (sitemaps.org: at most 50,000). */
  | { code: 'children'; max: number }
  /** An index at `maxDepth` listed children that were not fetched. */
  | { code: 'depth'; max: number; notFetched: number }
  /** `maxFiles` files were fetched; `notFetched` were left. */
  | { code: 'files'; max: number; notFetched: number }
  /** Cancel came while a file was being read: it is counted in part. */
  | { code: 'cancelled-reading' }
  /** The port message bound (boundReport.ts) kept only `shown` of the `kept` URLs. */
  | { code: 'listed-bound'; shown: number; kept: number };

/** A cap in the report's list: a file's own cap names the file. */
export type SitemapLimitNote = SitemapLimit & { url?: string };

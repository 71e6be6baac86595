import type { SitemapLimits } from './types';

const MiB = 1024 * 1024;

/** Defaults from the issue; the per-file caps are the sitemaps.org protocol's own (50,000 URLs, 50 MB). */
export const SITEMAP_LIMITS: SitemapLimits = {
  maxDepth: 3,
  maxUrls: 50_000,
  maxTotalUrls: 500_000,
  maxBytes: 50 * MiB,
  maxFiles: 100,
  timeoutMs: 20_000,
  maxListed: 100,
  perHost: 3,
  maxKept: 5_000,
};

/** Fills the gaps from the defaults; a value that is not a positive number falls back too. */
export function resolveSitemapLimits(given: Partial<SitemapLimits> = {}): SitemapLimits {
  const out = { ...SITEMAP_LIMITS };
  for (const key of Object.keys(out) as (keyof SitemapLimits)[]) {
    const value = given[key];
    if (typeof value === 'number' && value > 0) out[key] = value;
  }
  return out;
}

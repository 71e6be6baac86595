/** The sitemap explorer's public surface (docs/design.md "Sitemap explorer"); runnable in Node. */
export { CONVENTIONAL_SITEMAP_NOTE, conventionalSitemapUrl } from './conventionalSitemapUrl';
export { exploreSitemaps } from './exploreSitemaps';
export { SITEMAP_LIMITS } from './sitemapLimits';
export type {
  DisallowedDetail,
  ExploreOptions,
  RuleRef,
  ScopeWarning,
  SitemapFile,
  SitemapLimits,
  SitemapReport,
} from './types';

/**
 * Plain data of the sitemap explorer (docs/design.md "Sitemap explorer"). Everything survives
 * structured cloning (messaging, storage): no classes, no functions, no Maps.
 * The names in `SitemapReport`'s first five fields and in `files[]`'s first four are a contract.
 */

import type { SitemapLimit, SitemapLimitNote } from './sitemapLimit';

export interface SitemapLimits {
  /** Levels of files: 3 = index → index → urlset. */
  maxDepth: number;
  /** Page URLs counted per file (sitemaps.org: a sitemap holds at most 50,000 URLs). */
  maxUrls: number;
  /** Page URLs counted over all files. */
  maxTotalUrls: number;
  /** Body bytes per file, on the wire and after gunzip (sitemaps.org: at most 50 MB uncompressed). */
  maxBytes: number;
  /** Files fetched (every fetch attempt counts). */
  maxFiles: number;
  /** Per-file time budget for the fetch and the body, in ms. */
  timeoutMs: number;
  /** How many disallowed URLs, scope warnings, skipped locations and other hosts are listed (all are counted). */
  maxListed: number;
  /** Files fetched at the same time from one host (polite: 2–4, issue 17). */
  perHost: number;
  /** Page URLs kept in `listed` for the results, their export and re-gating (the rest are counted). */
  maxKept: number;
}

export interface RuleRef {
  directive: 'allow' | 'disallow';
  pattern: string;
  line: number;
}

export interface ExploreOptions {
  fetch: typeof fetch;
  isAllowed: (url: string) => boolean;
  /** Optional: the verdict with its deciding rule; called only for the listed disallowed URLs. */
  explain?: (url: string) => { allowed: boolean; rule?: RuleRef };
  limits?: Partial<SitemapLimits>;
  onProgress?: (p: { files: number; urls: number }) => void;
  signal?: AbortSignal;
  /**
   * A reason, in words, not to fetch a sitemap URL (given, index child, or where a redirect
   * ended: `response.url`); null to go on. A refused file is an error entry; nothing of it is read.
   */
  refuse?: (url: string) => string | null;
  /**
   * The robots.txt that listed `urls`. sitemaps.org (docs/design.md "Sitemap explorer"): a sitemap listed there may
   * list any URL of that robots.txt's host, whatever its own folder; URLs on another host are
   * counted in `otherHosts`. Without it the folder rule applies (sitemaps found elsewhere).
   */
  robotsUrl?: string;
}

export interface SitemapFile {
  url: string;
  kind: 'urlset' | 'sitemapindex' | 'error';
  /** urlset: http(s) page URLs counted; sitemapindex: child sitemaps listed. */
  urls: number;
  error?: string;
  /** 1 for the URLs given, +1 per index level. */
  depth: number;
  /** The index that listed this file. */
  parent?: string;
  /** Body bytes after gunzip. */
  bytes?: number;
  /** The body was gzip (by its magic bytes, whatever the name or Content-Type said). */
  gzipped?: boolean;
  /** Locations that were not http(s) URLs (`javascript:`, relative, empty): not counted. */
  skipped?: number;
  /** Locations outside the file's scope (sitemaps.org "Sitemap file location"). */
  outOfScope?: number;
  /** A cap stopped this file: which, with its numbers. */
  limit?: SitemapLimit;
  lastmodMin?: string;
  lastmodMax?: string;
}

export interface ScopeWarning {
  sitemap: string;
  url: string;
  reason: string;
}

export interface ListedUrl {
  url: string;
  allowed: boolean;
}

export interface OtherHost {
  /** `https://cdn.example` */
  origin: string;
  count: number;
}

export interface DisallowedDetail {
  url: string;
  rule?: RuleRef;
}

export interface SitemapReport {
  files: SitemapFile[];
  /** Page URLs counted across urlsets (as listed: a URL listed twice counts twice). */
  urlCount: number;
  disallowedCount: number;
  /** The first `maxListed` disallowed URLs. */
  disallowed: string[];
  /** A cap (depth, URLs, files, bytes) stopped the exploration somewhere; see `limits`. */
  truncated: boolean;
  /** Every cap that was hit, as codes and numbers (a file's own cap with its URL). */
  limits: SitemapLimitNote[];
  cancelled: boolean;
  disallowedDetails: DisallowedDetail[];
  /** Page URLs listed more than once (by 53-bit hash, among the first 1,048,576 URLs; a collision undercounts by one). */
  duplicateUrls: number;
  /** Sitemap URLs met again (listed twice, or an index listing itself): fetched once. */
  duplicateSitemaps: number;
  skippedCount: number;
  /** The first skipped locations, as written (render as text, never as links). */
  skipped: string[];
  scopeWarningCount: number;
  scopeWarnings: ScopeWarning[];
  /** Valid `<lastmod>` range over all files (ISO 8601), and how many values did not parse. */
  lastmodMin?: string;
  lastmodMax?: string;
  invalidLastmod: number;
  /** The first `maxKept` page URLs with their verdict (URLs over 2,048 characters are not kept). */
  listed: ListedUrl[];
  /** Page URLs on another host than the robots.txt that listed the sitemaps (with `robotsUrl`). */
  otherHostCount: number;
  /** The first `maxListed` of those hosts, each with its count. */
  otherHosts: OtherHost[];
}

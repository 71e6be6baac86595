import { detach } from './detach';
import { hashUrl } from './hashUrl';
import { addLastmod, createLastmodRange, type LastmodRange, lastmodBounds } from './lastmodRange';
import type { SitemapEntry } from './readEntry';
import { scopeProblem, sitemapScope } from './sitemapScope';
import type { ExploreOptions, SitemapFile, SitemapLimits, SitemapReport } from './types';

/** What one exploration carries from file to file besides the report. */
export interface Tally {
  report: SitemapReport;
  limits: SitemapLimits;
  seenUrls: Set<number>;
  lastmod: LastmodRange;
}

const HTTP = /^https?:\/\//i;

/**
 * Counts, gates and checks the page URLs of one urlset into `file` and the report. Only http(s)
 * locations count (sitemaps.org: `<loc>` is a full URL beginning with the protocol); a sitemap
 * grants nothing, so every URL goes through the same robots.txt verdict (docs/design.md "Sitemaps").
 */
export function tallyUrlset(
  tally: Tally,
  file: SitemapFile,
  entries: SitemapEntry[],
  opts: Pick<ExploreOptions, 'isAllowed' | 'explain'>,
): void {
  const { report, limits, seenUrls } = tally;
  const scope = sitemapScope(file.url);
  const range = createLastmodRange();
  let skipped = 0;
  let outOfScope = 0;
  for (const entry of entries) {
    const loc = entry.loc ?? '';
    if (!HTTP.test(loc)) {
      skipped++;
      report.skippedCount++;
      if (report.skipped.length < limits.maxListed) report.skipped.push(detach(loc));
      continue;
    }
    if (file.urls >= limits.maxUrls) {
      file.limit = `stopped at ${limits.maxUrls} URLs (sitemaps.org: at most 50,000 per file)`;
      break;
    }
    if (report.urlCount >= limits.maxTotalUrls) {
      file.limit = `stopped: ${limits.maxTotalUrls} URLs counted over all files`;
      break;
    }
    file.urls++;
    report.urlCount++;
    const hash = hashUrl(loc);
    if (seenUrls.has(hash)) report.duplicateUrls++;
    else seenUrls.add(hash);
    const problem = scope ? scopeProblem(scope, loc) : null;
    if (problem) {
      outOfScope++;
      report.scopeWarningCount++;
      if (report.scopeWarnings.length < limits.maxListed) {
        report.scopeWarnings.push({ sitemap: file.url, url: detach(loc), reason: problem });
      }
    }
    if (entry.lastmod) addLastmod(range, entry.lastmod);
    if (!opts.isAllowed(loc)) {
      report.disallowedCount++;
      if (report.disallowed.length < limits.maxListed) {
        const url = detach(loc);
        report.disallowed.push(url);
        const rule = opts.explain?.(url).rule;
        report.disallowedDetails.push(rule ? { url, rule } : { url });
      }
    }
  }
  if (skipped) file.skipped = skipped;
  if (outOfScope) file.outOfScope = outOfScope;
  mergeLastmod(tally, file, range);
}

function mergeLastmod(tally: Tally, file: SitemapFile, range: LastmodRange): void {
  const bounds = lastmodBounds(range);
  if (bounds) {
    file.lastmodMin = bounds.min;
    file.lastmodMax = bounds.max;
  }
  const all = tally.lastmod;
  all.min = Math.min(all.min, range.min);
  all.max = Math.max(all.max, range.max);
  all.invalid += range.invalid;
}

export function createTally(limits: SitemapLimits): Tally {
  return {
    limits,
    seenUrls: new Set(),
    lastmod: createLastmodRange(),
    report: {
      files: [],
      urlCount: 0,
      disallowedCount: 0,
      disallowed: [],
      truncated: false,
      limits: [],
      cancelled: false,
      disallowedDetails: [],
      duplicateUrls: 0,
      duplicateSitemaps: 0,
      skippedCount: 0,
      skipped: [],
      scopeWarningCount: 0,
      scopeWarnings: [],
      invalidLastmod: 0,
    },
  };
}

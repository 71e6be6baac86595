import { createHashSet } from './createHashSet';
import { cutText } from './cutText';
import { detach } from './detach';
import { hashUrl } from './hashUrl';
import { addLastmod, createLastmodRange, type LastmodRange, lastmodBounds } from './lastmodRange';
import type { SitemapEntry } from './sitemapScanner';
import { otherOrigin, type SitemapScope, scopeProblem, sitemapScope } from './sitemapScope';
import type { ExploreOptions, SitemapFile, SitemapLimits, SitemapReport } from './types';

/** What one exploration carries from file to file besides the report. */
export interface Tally {
  report: SitemapReport;
  limits: SitemapLimits;
  seenUrls: ReturnType<typeof createHashSet>;
  lastmod: LastmodRange;
  /** The origin of the robots.txt that listed the sitemaps, when known. */
  robotsOrigin?: string;
  otherHosts: Map<string, number>;
}

/** The page URLs of one urlset, one at a time. */
export interface UrlsetTally {
  add(entry: SitemapEntry): void;
  finish(): void;
}

const HTTP = /^https?:\/\//i;
/** sitemaps.org: a `<loc>` is under 2,048 characters; a longer one is counted, not kept. */
const MAX_KEPT_URL = 2048;

/**
 * Counts, gates and checks the page URLs of one urlset into `file` and the report, as the
 * entries stream in (nothing is kept per URL but a 53-bit hash). Only http(s) locations count
 * (sitemaps.org: `<loc>` is a full URL with its protocol); a sitemap grants nothing, so every URL
 * goes through the same robots.txt verdict (docs/design.md "Sitemaps").
 */
export function tallyUrlset(
  tally: Tally,
  file: SitemapFile,
  opts: Pick<ExploreOptions, 'isAllowed' | 'explain'>,
): UrlsetTally {
  const { report, limits, seenUrls, robotsOrigin } = tally;
  const scope: SitemapScope | undefined = robotsOrigin ? undefined : sitemapScope(file.url);
  const range = createLastmodRange();
  let skipped = 0;
  let outOfScope = 0;
  return {
    add(entry) {
      if (file.limit) return;
      const loc = entry.loc ?? '';
      if (!HTTP.test(loc)) {
        skipped++;
        report.skippedCount++;
        if (report.skipped.length < limits.maxListed) report.skipped.push(cutText(loc));
        return;
      }
      if (file.urls >= limits.maxUrls) {
        file.limit = { code: 'file-urls', max: limits.maxUrls };
        return;
      }
      if (report.urlCount >= limits.maxTotalUrls) {
        file.limit = { code: 'total-urls', max: limits.maxTotalUrls };
        return;
      }
      file.urls++;
      report.urlCount++;
      if (!seenUrls.add(hashUrl(loc))) report.duplicateUrls++;
      if (robotsOrigin) {
        const other = otherOrigin(robotsOrigin, loc);
        if (other) countOtherHost(tally, other);
      } else {
        const problem = scope ? scopeProblem(scope, loc) : null;
        if (problem) {
          outOfScope++;
          report.scopeWarningCount++;
          if (report.scopeWarnings.length < limits.maxListed) {
            report.scopeWarnings.push({ sitemap: file.url, url: cutText(loc), reason: problem });
          }
        }
      }
      if (entry.lastmod) addLastmod(range, entry.lastmod);
      const allowed = opts.isAllowed(loc);
      if (report.listed.length < limits.maxKept && loc.length <= MAX_KEPT_URL) {
        report.listed.push({ url: detach(loc), allowed });
      }
      if (!allowed) {
        report.disallowedCount++;
        if (report.disallowed.length < limits.maxListed) {
          const url = cutText(loc);
          report.disallowed.push(url);
          const rule = opts.explain?.(loc).rule;
          report.disallowedDetails.push(
            rule ? { url, rule: { ...rule, pattern: cutText(rule.pattern) } } : { url },
          );
        }
      }
    },
    finish() {
      if (skipped) file.skipped = skipped;
      if (outOfScope) file.outOfScope = outOfScope;
      mergeLastmod(tally, file, range);
    },
  };
}

function countOtherHost(tally: Tally, origin: string): void {
  const { report, otherHosts, limits } = tally;
  report.otherHostCount++;
  const count = otherHosts.get(origin);
  if (count !== undefined) otherHosts.set(origin, count + 1);
  else if (otherHosts.size < limits.maxListed) otherHosts.set(detach(origin), 1);
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

export function createTally(limits: SitemapLimits, robotsUrl?: string): Tally {
  const robotsOrigin = robotsUrl && URL.canParse(robotsUrl) ? new URL(robotsUrl).origin : undefined;
  return {
    limits,
    seenUrls: createHashSet(),
    lastmod: createLastmodRange(),
    robotsOrigin,
    otherHosts: new Map(),
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
      listed: [],
      otherHostCount: 0,
      otherHosts: [],
    },
  };
}

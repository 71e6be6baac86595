import type { SitemapReport } from './types';

/**
 * A port message carries at most this much (Chrome refuses messages over 64 MiB and a failed one
 * used to leave the popup on "Reading sitemaps…"); a report is far smaller once every string in
 * it is cut, so only a report with thousands of kept URLs gets near it.
 */
export const MAX_REPORT_CHARS = 4 * 1024 * 1024;

/**
 * `report` as it may be sent: when its JSON is over `max` characters, the kept URLs (`listed`,
 * the only list that can be long) are halved until it fits, and the cut is said in `limits`.
 */
export function boundReport(report: SitemapReport, max = MAX_REPORT_CHARS): SitemapReport {
  let size = JSON.stringify(report).length;
  if (size <= max) return report;
  let listed = report.listed;
  while (size > max && listed.length > 0) {
    listed = listed.slice(0, Math.floor(listed.length / 2));
    size = JSON.stringify({ ...report, listed }).length;
  }
  const note = { code: 'listed-bound', shown: listed.length, kept: report.listed.length } as const;
  const bounded = { ...report, listed, truncated: true, limits: [...report.limits, note] };
  if (size <= max) return bounded;
  // Only the bounded lists are left: a report this large means a bug, said in words.
  return { ...bounded, files: bounded.files.slice(0, 100), scopeWarnings: [], skipped: [] };
}

import type { RobotsCache } from '@/lib/cache';
import { errorText } from '@/lib/errorText';
import type { Changed, Report } from '@/lib/report';
import { changedSince } from '@/lib/workbench/changedSince';

/**
 * The popup's report also says whether the file changed since the previous version the cache
 * kept (DESIGN.md "History", the `changed` contract). The badge's reports go without it.
 */
export function createChangeNotice(cache: Pick<RobotsCache, 'versions'>) {
  let last: { key: string; changed: Changed | null } | null = null;
  return async function withChanged(report: Report): Promise<Report> {
    if (!report.origin || report.snapshot?.status !== 'fetched') return report;
    try {
      const versions = await cache.versions(report.origin);
      const sha = report.snapshot.sha256;
      const key = [sha, ...versions.slice(0, 2).map((v) => v.sha256)].join(' ');
      if (last?.key !== key) last = { key, changed: changedSince(sha, versions) };
      return { ...report, changed: last.changed };
    } catch (error) {
      const message = `the history of this file could not be read (${errorText(error)})`;
      return {
        ...report,
        warnings: [...report.warnings, { line: 0, code: 'history-read-failed', message }],
      };
    }
  };
}

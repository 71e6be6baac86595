import { type RobotsCache, withTexts } from '@/lib/cache';
import { errorText } from '@/lib/errorText';
import { originOf } from '@/lib/fetch';
import type { Changed, Report } from '@/lib/report';
import { changedSince } from '@/lib/workbench/changedSince';

/**
 * The popup's report also says whether the file changed since the previous version the cache
 * kept (docs/design.md "History", the `changed` contract). The badge's reports go without it.
 * The history is read while the report is built (its origin is known from the URL), and read
 * again only when the report's snapshot is newer than what that read found: the cold-start
 * bench measured 25–57 ms on the answer path when the two reads ran one after the other. Only
 * the history key is read: the current version's text is the report's own `robotsText`, so
 * the answer's snapshot (81 KB in the bench) is not read from storage a second time beside it.
 */
export function createChangeNotice(cache: Pick<RobotsCache, 'storedVersions'>) {
  let last: { key: string; changed: Changed | null } | null = null;
  return async function withChanged(url: string, pending: Promise<Report>): Promise<Report> {
    const origin = originOf(url);
    const early = origin.ok ? cache.storedVersions(origin.origin) : null;
    // Read failures are handled once, below, with the report in hand.
    early?.catch(() => undefined);
    const report = await pending;
    if (!report.origin || report.snapshot?.status !== 'fetched') return report;
    try {
      const sha = report.snapshot.sha256;
      let stored = early && report.origin === (origin.ok && origin.origin) ? await early : [];
      if (stored[0]?.sha256 !== sha) stored = await cache.storedVersions(report.origin);
      const versions = withTexts(stored, { sha256: sha, text: report.robotsText });
      const key = [sha, ...versions.slice(0, 2).map((v) => v.sha256)].join(' ');
      if (last?.key !== key) last = { key, changed: changedSince(sha, versions) };
      return { ...report, changed: last.changed };
    } catch (error) {
      const reason = errorText(error);
      const message = `the history of this file could not be read (${reason})`;
      const warning = { line: 0, code: 'history-read-failed', message, params: { reason } };
      return { ...report, warnings: [...report.warnings, warning] };
    }
  };
}

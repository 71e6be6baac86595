import { otherOriginTarget } from '@/components/caveats';
import { fetchErrorText } from '@/components/fetchErrorText';
import { formatAge } from '@/components/intl';
import type { Report } from '@/lib/report';

/**
 * Why no current robots.txt text stands behind this report, in words; null when one does.
 * Sections about the file's content say this instead of "No problems found" (issue 14: never
 * claim anything about a file that was not read).
 */
export function notReadReason(report: Report): string | null {
  const s = report.snapshot;
  if (!s) return null;
  if (s.status === 'absent') {
    return `robots.txt answered ${s.httpStatus ?? 'that it does not exist'}: there is no file.`;
  }
  if (s.status === 'unavailable') {
    const target = otherOriginTarget(s.robotsUrl, s.finalUrl);
    if (target) return `Nothing was read: robots.txt redirected away to ${target}.`;
    return `Nothing was read: robots.txt could not be fetched (${s.error ? fetchErrorText(s.error) : `HTTP ${s.httpStatus}`}).`;
  }
  if (report.verdict === 'expired') {
    return `No current copy was read: the last one, fetched ${formatAge(s.ageMs)}, has expired.`;
  }
  return null;
}

import { i18n } from '#i18n';
import { otherOriginTarget } from '@/components/caveats';
import { fetchFailureText } from '@/components/fetchErrorText';
import { formatAge } from '@/components/intlCore';
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
    return s.httpStatus === null
      ? i18n.t('popup.notRead.absentNoStatus')
      : i18n.t('popup.notRead.absent', [s.httpStatus]);
  }
  if (s.status === 'unavailable') {
    const target = otherOriginTarget(s.robotsUrl, s.finalUrl);
    if (target) return i18n.t('popup.notRead.redirected', [target]);
    return i18n.t('popup.notRead.unavailable', [
      s.cause || s.error ? fetchFailureText(s) : `HTTP ${s.httpStatus}`,
    ]);
  }
  if (report.verdict === 'expired') return i18n.t('popup.notRead.expired', [formatAge(s.ageMs)]);
  return null;
}

import { i18n } from '#i18n';
import type { Report } from '@/lib/report';
import type { Caveat } from '@/lib/report/caveatTypes';
import { isValidProductToken } from '@/lib/robots/token';
import { formatAge } from './intlCore';

/**
 * Every caveat that changes what the verdict means, in the banner's order: the report's own
 * (`report.caveats`), then those read from the snapshot and the token. Pure.
 */
export function bannerCaveats(report: Report): Caveat[] {
  const given = report.caveats ?? [];
  const derived: Caveat[] = [];
  const s = report.snapshot;
  const usable = report.verdict === 'allowed' || report.verdict === 'disallowed';
  if (s && usable && s.state === 'stale') {
    derived.push({
      code: 'stale',
      text: s.refreshing
        ? i18n.t('popup.caveat.staleRefreshing', [formatAge(s.ageMs)])
        : i18n.t('popup.caveat.stale', [formatAge(s.ageMs)]),
    });
  }
  if (s && usable && s.state === 'degraded') {
    derived.push({
      code: 'degraded',
      text: s.lastAttempt
        ? i18n.t('popup.caveat.degradedFailing', [formatAge(s.ageMs), s.lastAttempt.error])
        : i18n.t('popup.caveat.degraded', [formatAge(s.ageMs)]),
    });
  }
  if (report.agent && report.agent !== '*' && !isValidProductToken(report.agent)) {
    derived.push({
      code: 'non-rfc-token',
      text: i18n.t('popup.caveat.nonRfcToken', [report.agent]),
    });
  }
  const target = s ? otherOriginTarget(s.robotsUrl, s.finalUrl) : null;
  if (target) {
    const google = report.googleReading;
    derived.push({
      code: 'redirect-other-origin',
      text: i18n.t('popup.caveat.redirect', [
        target,
        google
          ? google.verdict === 'allowed'
            ? i18n.t('popup.caveat.googleAllowed')
            : i18n.t('popup.caveat.googleDisallowed')
          : i18n.t('popup.caveat.googleFollows'),
      ]),
    });
  }
  const codes = new Set(given.map((c) => c.code));
  return [...given, ...derived.filter((c) => !codes.has(c.code))];
}

/** The redirect target's URL when robots.txt ended on another origin, else null. */
export function otherOriginTarget(robotsUrl: string, finalUrl: string): string | null {
  try {
    return finalUrl && new URL(finalUrl).origin !== new URL(robotsUrl).origin ? finalUrl : null;
  } catch {
    // An unparsable URL in the snapshot names no origin: there is no redirect to state.
    return null;
  }
}

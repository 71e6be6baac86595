import type { Report } from '@/lib/report';
import type { Caveat } from '@/lib/report/caveatTypes';
import { isValidProductToken } from '@/lib/robots/token';
import { formatAge } from './intl';

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
      text: `This copy was fetched ${formatAge(s.ageMs)}, past its freshness window${s.refreshing ? '; a refresh is running' : ''}.`,
    });
  }
  if (s && usable && s.state === 'degraded') {
    const failing = s.lastAttempt
      ? `refreshing it fails (${s.lastAttempt.error})`
      : 'it could not be refreshed';
    derived.push({
      code: 'degraded',
      text: `Old copy, fetched ${formatAge(s.ageMs)}: ${failing}; the live file may differ.`,
    });
  }
  if (report.agent && report.agent !== '*' && !isValidProductToken(report.agent)) {
    derived.push({
      code: 'non-rfc-token',
      text: `"${report.agent}" is not an RFC 9309 product token (letters, "-" and "_" only): crawlers may match groups to it differently.`,
    });
  }
  const target = s ? otherOriginTarget(s.robotsUrl, s.finalUrl) : null;
  if (target) {
    const google = report.googleReading;
    derived.push({
      code: 'redirect-other-origin',
      text:
        `robots.txt redirects to ${target}, another origin: treated as unreachable here. ` +
        (google
          ? `Google follows the redirect and reads this page as ${google.verdict}.`
          : 'Google follows it (up to 5 hops) and reads the rules there.'),
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

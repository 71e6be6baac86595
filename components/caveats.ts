import { i18n } from '#i18n';
import { redirectKind } from '@/lib/fetch/redirectKind';
import type { Report } from '@/lib/report';
import type { Caveat, WordedCaveat } from '@/lib/report/caveatTypes';
import type { GoogleReading } from '@/lib/report/googleReading';
import { isValidProductToken } from '@/lib/robots/token';
import { fetchFailureText } from './fetchErrorText';
import { formatAge, formatNumber } from './intlCore';

/**
 * Every caveat that changes what the verdict means, in the banner's order: the report's own
 * (`report.caveats`), then those read from the snapshot and the token. Pure.
 */
export function bannerCaveats(report: Report): WordedCaveat[] {
  const given = (report.caveats ?? []).map((c) => ({ code: c.code, text: caveatText(c) }));
  const derived: WordedCaveat[] = [];
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
        ? i18n.t('popup.caveat.degradedFailing', [
            formatAge(s.ageMs),
            fetchFailureText({ cause: null, ...s.lastAttempt }),
          ])
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
        google ? googleSentence(google) : i18n.t('popup.caveat.googleFollows'),
      ]),
    });
  }
  const codes = new Set<string>(given.map((c) => c.code));
  return [...given, ...derived.filter((c) => !codes.has(c.code))];
}

/** A caveat the report's builder gave, in words. */
export function caveatText(c: Caveat): string {
  const verdict = (allowed: boolean) =>
    allowed ? i18n.t('report.allowed') : i18n.t('report.disallowed');
  if (c.code === 'wildcard-ignored') {
    return c.lines.length
      ? i18n.t('popup.caveat.wildcardIgnoredAt', [
          c.crawler,
          c.lines.join(i18n.t('common.listSeparator')),
        ])
      : i18n.t('popup.caveat.wildcardIgnored', [c.crawler]);
  }
  if (c.skipped.length === 0) return i18n.t('popup.caveat.nonRfcTokenNoGroup', [c.token]);
  const groups = c.skipped
    .map((s) => i18n.t('popup.caveat.tokenGroup', [s.value, s.line]))
    .join(i18n.t('popup.readings.and'));
  const { google, scrapy, python } = c.allowed;
  const others =
    scrapy === python
      ? i18n.t('popup.caveat.othersApply', [verdict(scrapy)])
      : i18n.t('popup.caveat.othersDiffer', [verdict(scrapy), verdict(python)]);
  return i18n.t('popup.caveat.nonRfcTokenSkipped', [c.token, groups, verdict(google), others]);
}

/** "Google follows it: allowed by line 4" (issue 13 item 6), the line when a rule decided. */
function googleSentence(google: GoogleReading): string {
  const allowed = google.verdict === 'allowed';
  if (google.rule) {
    const line = formatNumber(google.rule.line);
    return allowed
      ? i18n.t('popup.caveat.googleAllowedByLine', [line])
      : i18n.t('popup.caveat.googleDisallowedByLine', [line]);
  }
  return allowed ? i18n.t('popup.caveat.googleAllowed') : i18n.t('popup.caveat.googleDisallowed');
}

/**
 * The redirect target's URL when robots.txt ended on another origin, else null. An upgrade of the
 * same host to HTTPS is not one (docs/design.md fetch outcome table: followed, with a note).
 */
export function otherOriginTarget(robotsUrl: string, finalUrl: string): string | null {
  // An unparsable URL in the snapshot names no origin: there is no redirect to state.
  if (!finalUrl || !URL.canParse(finalUrl) || !URL.canParse(robotsUrl)) return null;
  return redirectKind(robotsUrl, finalUrl) === 'other-origin' ? finalUrl : null;
}

import { i18n } from '#i18n';
import { redirectKind } from '@/lib/fetch/redirectKind';
import type { FetchFailure, Report } from '@/lib/report';
import type { Caveat, WordedCaveat } from '@/lib/report/caveatTypes';
import type { GoogleReading } from '@/lib/report/googleReading';
import { isValidProductToken } from '@/lib/robots/token';
import { formatAge } from './intlCore';

/**
 * The banner's longer words (./caveatWords.ts), in the popup's later chunk so they stay off the
 * verdict's path (issue 14): most reports have no caveat and no failure to word.
 */
export interface CaveatWords {
  /** A caveat the report's builder gave. */
  given(c: Caveat): string;
  /** Why a fetch failed (refreshing a degraded or expired copy). */
  failure(f: FetchFailure): string;
  /** What Google reads after a cross-origin redirect. */
  google(reading: GoogleReading): string;
}

/**
 * Every caveat that changes what the verdict means, in the banner's order: the report's own
 * (`report.caveats`), then those read from the snapshot and the token. Without `words` each is
 * in its short form (the same codes, the same facts but the details): the banner states every
 * caveat from the first render and words them fully once the later chunk is in. Pure.
 */
export function bannerCaveats(report: Report, words?: CaveatWords): WordedCaveat[] {
  const given = (report.caveats ?? []).map((c) => ({
    code: c.code,
    text: words ? words.given(c) : shortText(c),
  }));
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
      text:
        s.lastAttempt && words
          ? i18n.t('popup.caveat.degradedFailing', [
              formatAge(s.ageMs),
              words.failure({ cause: null, ...s.lastAttempt }),
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
        google && words ? words.google(google) : i18n.t('popup.caveat.googleFollows'),
      ]),
    });
  }
  const codes = new Set<string>(given.map((c) => c.code));
  return [...given, ...derived.filter((c) => !codes.has(c.code))];
}

/** A given caveat's short form: what it means for this crawler, without its lines and groups. */
function shortText(c: Caveat): string {
  return c.code === 'wildcard-ignored'
    ? i18n.t('popup.caveat.wildcardIgnored', [c.crawler])
    : i18n.t('popup.caveat.nonRfcToken', [c.token]);
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

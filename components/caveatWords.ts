import { i18n } from '#i18n';
import type { Caveat } from '@/lib/report/caveatTypes';
import type { GoogleReading } from '@/lib/report/googleReading';
import type { CaveatWords } from './caveats';
import { fetchFailureText } from './fetchErrorText';
import { formatNumber } from './intlCore';

/**
 * The caveats' full words, in the popup's later chunk (issue 14): the lines a wildcard group
 * is ignored at, the groups Google's parser skips, why refreshing fails, what Google reads after
 * a redirect. Until it arrives the banner states each caveat in its short form (./caveats.ts).
 */
export const caveatWords: CaveatWords = {
  given: caveatText,
  failure: fetchFailureText,
  google: googleSentence,
};

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

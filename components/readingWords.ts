import { i18n } from '#i18n';
import type { ReadingId, ReadingRow } from '@/lib/robots/readings';
import { codeKey, tKey } from './translate';

/**
 * The parsers' names as a crawler builder knows them (docs/design.md "Readings"), in the UI's
 * language when read (Python's is a phrase: "Python 的 robotparser").
 */
export const READING_NAMES: Record<ReadingId, string> = {
  google: 'Google (RFC 9309)',
  scrapy: 'Scrapy (Protego)',
  get python() {
    return i18n.t('popup.readings.python');
  },
};

export function readingName(id: ReadingId): string {
  return READING_NAMES[id];
}

/** Why a reading differs from Google's, or where its library fails, in words. */
export function readingCauseText(row: ReadingRow): string | null {
  if (row.cause === 'library-error') return null;
  return row.cause ? tKey(`popup.readings.cause.${codeKey(row.cause)}`) : null;
}

/** What the library raises on the file, worded; its own error text stays verbatim. */
export function readingFailureText(id: ReadingId, error: string): string {
  return tKey(`popup.readings.failure.${id}`, [error]);
}

const SHORT: Record<ReadingId, string> = { google: 'Google', scrapy: 'Scrapy', python: 'Python' };

/** "Scrapy and Python read this as disallowed"; null when every reading agrees with Google's. */
export function disagreementLine(rows: readonly ReadingRow[]): string | null {
  const differ = rows.filter((r) => r.differsFromGoogle);
  if (differ.length === 0) return null;
  const byVerdict = (allowed: boolean) =>
    differ.filter((r) => r.allowed === allowed).map((r) => SHORT[r.reading]);
  return [true, false]
    .map((allowed) => {
      const names = byVerdict(allowed);
      if (!names.length) return null;
      const who = names.join(i18n.t('popup.readings.and'));
      return allowed
        ? i18n.t('popup.readings.readsAllowed', names.length, [who])
        : i18n.t('popup.readings.readsDisallowed', names.length, [who]);
    })
    .filter(Boolean)
    .join(i18n.t('popup.readings.sep'));
}

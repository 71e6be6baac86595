import { i18n } from '#i18n';
import { formatBytes } from '@/lib/formatBytes';
import { formatNumber, uiLanguage } from './intl';

/**
 * Sizes, milliseconds and full dates in the browser's UI language (./intl.ts has the numbers,
 * durations and ages the popup's banner needs; these are for the panels and the options page,
 * apart so the banner's path does not carry them: issue 14, ≤ 15 KB gzip).
 */

/** `1.5 KiB`: the binary units stay as they are, the number is the locale's. */
export function formatSize(bytes: number): string {
  return formatBytes(bytes, formatNumber);
}

/** `84 ms`. */
export function formatMs(ms: number): string {
  return i18n.t('unit.milliseconds', [formatNumber(Math.round(ms))]);
}

/** A full date and time, e.g. in a `title`. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(uiLanguage(), { dateStyle: 'medium', timeStyle: 'medium' }).format(
    ms,
  );
}

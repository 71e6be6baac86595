import { i18n } from '#i18n';
import { formatBytes } from '@/lib/formatBytes';
import { formatNumber, uiLanguage } from './intlCore';

/**
 * Sizes, dates and milliseconds in the browser's UI language (issue 18), through `Intl`.
 * Components use these instead of `toLocaleString()`. Numbers, seconds, ages and the UI language
 * itself are ./intlCore.ts's (the popup's banner imports only that: issue 14, ≤ 15 KB before the
 * verdict); they are not re-exported here, so WXT's auto-import sees each name once.
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

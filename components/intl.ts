import { i18n } from '#i18n';
import { formatBytes } from '@/lib/formatBytes';
import { formatNumber, uiLanguage } from './intlCore';

/**
 * Numbers, sizes, dates and durations in the browser's UI language (issue 18), through `Intl`.
 * Components use these instead of `toLocaleString()`. The numbers, durations and ages live in
 * ./intlCore.ts (the popup's banner imports only that: issue 14, ≤ 15 KB before the verdict).
 */
export { formatAge, formatNumber, formatSeconds, uiLanguage } from './intlCore';

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

import { i18n } from '#i18n';

/**
 * Numbers, durations and ages in the browser's UI language (issue 18), through `Intl`: what the
 * popup's banner needs, apart so its path stays small (issue 14); ./intl.ts adds sizes and dates
 * and is what every other component imports.
 * The language is the one the browser picked the messages for (each locale file names itself in
 * `meta.locale`), so words and numbers never disagree. Chrome's `@@ui_locale` answered `en_US`
 * under `--lang=zh-CN` while the messages were Chinese, so it is not used. Components use these
 * instead of `toLocaleString()`.
 */
export function uiLanguage(): string {
  return i18n.t('meta.locale') || 'en';
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${uiLanguage()}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(uiLanguage(), options);
    cache.set(key, f);
  }
  return f;
}

/** `12,345` / `12,345`; at most one decimal. */
export function formatNumber(n: number): string {
  return numberFormat({ maximumFractionDigits: 1 }).format(n);
}

/** `2.5 s`, `1 min 30 s`, `2 h`, `3 days` (`2.5 秒`, `1 分钟 30 秒`); never `1e+23 s`. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return i18n.t('unit.seconds', [formatNumber(Math.round(seconds * 10) / 10)]);
  if (seconds < 3600) {
    const m = Math.floor(seconds / 60);
    const s = Math.round(seconds - m * 60);
    const min = i18n.t('unit.minutes', [formatNumber(m)]);
    return s
      ? i18n.t('unit.minutesSeconds', [min, i18n.t('unit.seconds', [formatNumber(s)])])
      : min;
  }
  if (seconds < 86_400) {
    const h = Math.floor(seconds / 3600);
    const m = Math.round((seconds - h * 3600) / 60);
    const hours = i18n.t('unit.hours', [formatNumber(h)]);
    return m
      ? i18n.t('unit.minutesSeconds', [hours, i18n.t('unit.minutes', [formatNumber(m)])])
      : hours;
  }
  if (seconds < 365 * 86_400)
    return i18n.t('unit.days', [formatNumber(Math.round(seconds / 86_400))]);
  return i18n.t('unit.overYear');
}

/** `just now`, `5 min ago`, `3 h ago`, `2 days ago` (`刚刚`, `5 分钟前`). */
export function formatAge(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return i18n.t('unit.justNow');
  if (min < 60) return i18n.t('unit.minutesAgo', [formatNumber(min)]);
  const h = Math.floor(min / 60);
  if (h < 48) return i18n.t('unit.hoursAgo', [formatNumber(h)]);
  return i18n.t('unit.daysAgo', [formatNumber(Math.floor(h / 24))]);
}

import { i18n } from '#i18n';
import type { SitemapLimit, SitemapLimitNote } from '@/lib/sitemaps/sitemapLimit';
import { formatNumber } from './intlCore';

/** sitemaps.org: a sitemap or a sitemap index lists at most 50,000 entries. */
const PROTOCOL_MAX = 50_000;

/** A cap that stopped the sitemap explorer, in words (lib/sitemaps/sitemapLimit.ts); Intl numbers. */
export function sitemapLimitText(limit: SitemapLimit): string {
  switch (limit.code) {
    case 'file-urls':
      return i18n.t('popup.explorer.limits.fileUrls', [
        formatNumber(limit.max),
        formatNumber(PROTOCOL_MAX),
      ]);
    case 'total-urls':
      return i18n.t('popup.explorer.limits.totalUrls', [formatNumber(limit.max)]);
    case 'children':
      return i18n.t('popup.explorer.limits.children', [
        formatNumber(limit.max),
        formatNumber(PROTOCOL_MAX),
      ]);
    case 'depth':
      return i18n.t('popup.explorer.limits.depth', [
        formatNumber(limit.max),
        formatNumber(limit.notFetched),
      ]);
    case 'files':
      return i18n.t('popup.explorer.limits.files', [
        formatNumber(limit.max),
        formatNumber(limit.notFetched),
      ]);
    case 'cancelled-reading':
      return i18n.t('popup.explorer.limits.cancelledReading');
    case 'listed-bound':
      return i18n.t('popup.explorer.limits.listedBound', [
        formatNumber(limit.shown),
        formatNumber(limit.kept),
      ]);
  }
}

/** A cap of the report's list: a file's own cap is named with the file's URL (verbatim). */
export function sitemapLimitNoteText(note: SitemapLimitNote): string {
  const words = sitemapLimitText(note);
  return note.url ? i18n.t('common.withReason', [note.url, words]) : words;
}

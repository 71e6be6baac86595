import { i18n } from '#i18n';
import { type SitemapError, sitemapError } from '@/lib/sitemaps/sitemapError';
import { formatSeconds } from './intlCore';
import { detailText } from './refusalText';
import { codeKey, tKey } from './translate';

/** The kind of a sitemap file's error in words (`HTTP 404`, `served HTML, not a sitemap`). */
function label({ code, detail }: SitemapError): string {
  if (code === 'http') return `HTTP ${detail}`;
  if (code === 'other') return detailText(detail);
  return tKey(`popup.explorer.error.${codeKey(code)}`);
}

/**
 * A sitemap file's error in words, from its code (lib/sitemaps/sitemapError.ts); a request guard's
 * refusal in words too (lib/net/refusal.ts), other details verbatim.
 */
export function sitemapErrorText(reason: string): string {
  const error = sitemapError(reason);
  const { code, detail } = error;
  if (code === 'redirected' && detail) {
    return i18n.t('popup.explorer.error.redirectedTo', [sitemapErrorText(detail)]);
  }
  if (code === 'timeout' && detail) {
    return i18n.t('popup.explorer.error.timeoutAfter', [formatSeconds(Number(detail))]);
  }
  if (code === 'http' || code === 'other' || !detail) return label(error);
  return i18n.t('common.withReason', [label(error), detailText(detail)]);
}

/** An error kind of the summary (`summarizeErrors`), without its details. */
export function sitemapErrorKind(kind: string): string {
  return label(sitemapError(kind));
}

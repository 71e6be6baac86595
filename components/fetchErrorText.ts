import { i18n } from '#i18n';
import { readRefusal } from '@/lib/net/refusal';
import type { FetchFailure } from '@/lib/report';
import { refusalText } from './refusalText';
import { codeKey, tKey } from './translate';

/** Causes whose words read best beside the HTTP status the site answered. */
const HTTP_CAUSES = new Set(['rate-limited', 'server-error', 'unexpected-status']);
/** Causes whose error names the redirect chain's URLs. */
const CHAIN_CAUSES = new Set(['refused-private', 'redirect-loop', 'cross-origin-redirect']);
const URLS = /https?:\/\/[^\s,)]+/g;

/**
 * A failed fetch in words, from its cause code (lib/cache `UnavailableCause`): `HTTP 503 (server
 * error)`, `network error (Failed to fetch)`; the browser's own error text stays verbatim. A
 * request guard's refusal names what it refused and the kind of host (lib/net/refusal.ts).
 */
export function fetchFailureText({ cause, httpStatus, error }: FetchFailure): string {
  const refusal = error ? readRefusal(error) : null;
  if (refusal) return refusalText(refusal);
  if (!cause) return error ? fetchErrorText(error) : i18n.t('report.noAnswer');
  const words = tKey(`cause.${codeKey(cause)}`);
  if (HTTP_CAUSES.has(cause) && httpStatus !== null) {
    return i18n.t('popup.fetchError.http', [httpStatus, words]);
  }
  if (cause === 'network-error' && error) return i18n.t('popup.fetchError.detail', [words, error]);
  // A loop (or a refusal stored in other words) names its URLs (lib/net/redirectChains.ts).
  const urls = CHAIN_CAUSES.has(cause) ? (error?.match(URLS) ?? []) : [];
  return urls.length ? i18n.t('common.withReason', [words, urls.join(' → ')]) : words;
}

/**
 * An error with no cause code (a snapshot stored before causes were kept): a redirect loop is
 * named as one when the browser's error says so (Chromium: ERR_TOO_MANY_REDIRECTS, Firefox:
 * "redirect loop"); any other error is shown as the browser gave it.
 */
export function fetchErrorText(error: string): string {
  return /too[ _-]many[ _-]redirects|redirect(ion)? loop/i.test(error)
    ? i18n.t('popup.fetchError.detail', [i18n.t('cause.redirectLoop'), error])
    : error;
}

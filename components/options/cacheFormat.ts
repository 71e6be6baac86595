import { i18n } from '#i18n';
import { formatSize } from '@/components/intl';
import { codeKey, tKey } from '@/components/translate';
import type { CacheEntrySummary } from '@/lib/cache/types';

/** Text helpers for the cache inspector: plain data in, words out. */

/** First 12 hex digits: enough to tell snapshots apart at a glance; the full hash is in the title. */
export function shortSha(sha256: string): string {
  return sha256.slice(0, 12);
}

/** What the eviction budget counts: every entry's stored bytes (key plus JSON). */
export function totalStoredBytes(entries: readonly CacheEntrySummary[]): number {
  return entries.reduce((sum, e) => sum + e.storedBytes, 0);
}

/** `412 KiB of 4 MiB`. */
export function formatTotal(entries: readonly CacheEntrySummary[], maxBytes: number): string {
  return i18n.t('options.cache.total', [
    formatSize(totalStoredBytes(entries)),
    formatSize(maxBytes),
  ]);
}

/**
 * `fetched (HTTP 200)`, `absent (HTTP 404)`, `unavailable (server error, HTTP 503)`, and for a kept
 * snapshot whose latest fetch failed, `fetched (HTTP 200); last try: timeout`.
 */
export function statusText(entry: CacheEntrySummary): string {
  const http = entry.httpStatus ? `HTTP ${entry.httpStatus}` : null;
  const cause = entry.lastAttempt ? tKey(`cause.${codeKey(entry.lastAttempt.cause)}`) : null;
  const status = tKey(`snapshotStatus.${entry.status}`);
  if (entry.status === 'unavailable') {
    const why = [cause, http].filter(Boolean).join(i18n.t('common.listSeparator'));
    return why ? i18n.t('options.cache.statusWith', [status, why]) : status;
  }
  const base = http ? i18n.t('options.cache.statusWith', [status, http]) : status;
  return cause ? i18n.t('options.cache.lastTry', [base, cause]) : base;
}

/**
 * A refresh answers the new list; if the row's `checkedAt` did not move, the cache declined to
 * fetch (docs/design.md "Cache": at most one fetch per origin per 10 s, and Retry-After).
 */
export function refreshOutcome(
  origin: string,
  before: readonly CacheEntrySummary[],
  after: readonly CacheEntrySummary[],
): string {
  const old = before.find((e) => e.origin === origin);
  const now = after.find((e) => e.origin === origin);
  if (!now) return i18n.t('options.cache.gone', [origin]);
  if (old && old.checkedAt === now.checkedAt) {
    return i18n.t('options.cache.notRefetched', [origin]);
  }
  return i18n.t('options.cache.refreshed', [origin, statusText(now)]);
}

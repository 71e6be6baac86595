import type { CacheEntrySummary } from '@/lib/cache/types';
import { formatBytes } from '@/lib/formatBytes';

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
  return `${formatBytes(totalStoredBytes(entries))} of ${formatBytes(maxBytes)}`;
}

/**
 * `fetched (HTTP 200)`, `absent (HTTP 404)`, `unavailable (server error, HTTP 503)`, and for a kept
 * snapshot whose latest fetch failed, `fetched (HTTP 200); last try: timeout`.
 */
export function statusText(entry: CacheEntrySummary): string {
  const http = entry.httpStatus ? `HTTP ${entry.httpStatus}` : null;
  const cause = entry.lastAttempt?.cause.replaceAll('-', ' ') ?? null;
  if (entry.status === 'unavailable') {
    const why = [cause, http].filter(Boolean).join(', ');
    return why ? `unavailable (${why})` : 'unavailable';
  }
  const base = http ? `${entry.status} (${http})` : entry.status;
  return cause ? `${base}; last try: ${cause}` : base;
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
  if (!now) return `${origin} is no longer in the cache.`;
  if (old && old.checkedAt === now.checkedAt) {
    return `${origin} was not refetched: it was fetched moments ago or asked to wait (one fetch per origin per 10 s, and Retry-After).`;
  }
  return `Refreshed ${origin}: ${statusText(now)}.`;
}

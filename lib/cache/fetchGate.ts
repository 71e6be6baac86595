import { MAX_RETRY_AFTER_MS } from '@/lib/fetch';
import type { Snapshot } from './snapshotTypes';

export type FetchGate =
  | { ok: true }
  | { ok: false; reason: 'min-interval' | 'retry-after'; retryInMs: number };

/**
 * May this origin be fetched now? docs/design.md "Cache": at most one fetch per origin per
 * `minIntervalMs`, and never before a server's `Retry-After`. Reads only the stored snapshot,
 * so the limit holds across service-worker restarts. A clock set back (times in the future
 * beyond what either rule allows) must not block an origin for good, so such times are ignored.
 */
export function fetchGate(
  snapshot: Snapshot | null,
  now: number,
  minIntervalMs: number,
): FetchGate {
  if (!snapshot) return { ok: true };
  const { retryAfter, checkedAt } = snapshot;
  if (retryAfter !== null && retryAfter > now && retryAfter - now <= MAX_RETRY_AFTER_MS) {
    return { ok: false, reason: 'retry-after', retryInMs: retryAfter - now };
  }
  const since = now - checkedAt;
  if (since >= 0 && since < minIntervalMs) {
    return { ok: false, reason: 'min-interval', retryInMs: minIntervalMs - since };
  }
  return { ok: true };
}

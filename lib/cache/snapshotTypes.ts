/**
 * One origin's robots.txt as the cache stores it in `storage.local`: plain data (no classes,
 * functions or Maps), crossing messaging unchanged.
 */

/** Bump when the stored shape changes; older entries are dropped and refetched. */
export const SNAPSHOT_SCHEMA = 2;

/** docs/design.md "Fetch outcome → rules": what the answer means for every path. */
export type SnapshotStatus = 'fetched' | 'absent' | 'unavailable';
export const SNAPSHOT_STATUSES = [
  'fetched',
  'absent',
  'unavailable',
] as const satisfies readonly SnapshotStatus[];

/** docs/design.md "Cache": how far a snapshot's age (since `fetchedAt`) has gone through the windows. */
export type SnapshotState = 'fresh' | 'stale' | 'degraded' | 'expired';
export const SNAPSHOT_STATES = [
  'fresh',
  'stale',
  'degraded',
  'expired',
] as const satisfies readonly SnapshotState[];

/** Why an answer counted as unavailable, for the UI and for tests. */
export type UnavailableCause =
  | 'rate-limited' // 429
  | 'server-error' // 5xx
  | 'network-error'
  | 'timeout'
  | 'cross-origin-redirect'
  | 'refused-private' // a hop into the user's network (docs/security.md)
  | 'redirect-loop'
  | 'unexpected-status'; // 1xx/3xx reaching us, or a 304 we did not ask for
export const UNAVAILABLE_CAUSES = [
  'rate-limited',
  'server-error',
  'network-error',
  'timeout',
  'cross-origin-redirect',
  'refused-private',
  'redirect-loop',
  'unexpected-status',
] as const satisfies readonly UnavailableCause[];

/** A failed refresh recorded on an older snapshot that is kept (it ages; it is not replaced). */
export interface LastAttempt {
  at: number;
  httpStatus: number | null;
  cause: UnavailableCause;
  error: string;
}

/** One origin's robots.txt as last seen. Stored under `robots:<origin>`. */
export interface Snapshot {
  schema: typeof SNAPSHOT_SCHEMA;
  origin: string;
  robotsUrl: string;
  status: SnapshotStatus;
  httpStatus: number | null;
  /**
   * ≤ 500 KiB of body; '' for absent and unavailable, except that a refused cross-origin
   * redirect keeps its target's body: Google's reading is computed from it (lib/report/googleReading).
   */
  text: string;
  sha256: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  /**
   * Last successful contact (2xx, 4xx, or a 304 confirming the text): the age starts here.
   * For an `unavailable` snapshot (no usable answer ever) it is the time of that answer.
   */
  fetchedAt: number;
  /** Last attempt, successful or not: the per-origin rate limit reads this. */
  checkedAt: number;
  finalUrl: string;
  /**
   * Redirects the browser followed to `finalUrl` (0: none), null when it did not say; absent in
   * snapshots stored before it was kept. Google follows at most 5 (lib/report/googleReading).
   */
  redirects?: number | null;
  latencyMs: number;
  truncated: boolean;
  invalidUtf8: boolean;
  bytes: number;
  /** Epoch ms before which this origin must not be fetched again (`Retry-After`), or null. */
  retryAfter: number | null;
  /** Reason in words when `status` is `unavailable`. */
  error: string | null;
  /** Why `status` is `unavailable` (schema 2), so readers branch on it, never on `error`'s words. */
  cause: UnavailableCause | null;
  /** The last refresh failed while this older snapshot was kept. Null after a success. */
  lastAttempt: LastAttempt | null;
  lastUsedAt: number;
  /** Latencies of the last few HTTP answers (ms), newest last: the suggested pace reads them. */
  latencies: number[];
}

/**
 * Plain data for the fetch → snapshot half of the extension. Everything here is stored in
 * `storage.local` and crosses messaging unchanged: no classes, no functions, no Maps.
 */

/** Bump when the stored shape changes; older entries are dropped and refetched. */
export const SNAPSHOT_SCHEMA = 2;

/** DESIGN.md "Fetch outcome → rules": what the answer means for every path. */
export type SnapshotStatus = 'fetched' | 'absent' | 'unavailable';

/** RFC 9309 §2.3.1.2 lets a crawler follow a redirect to another origin; the default refuses it. */
export type CrossOriginPolicy = 'unavailable' | 'follow';

/** Why an answer counted as unavailable, for the UI and for tests. */
export type UnavailableCause =
  | 'rate-limited' // 429
  | 'server-error' // 5xx
  | 'network-error'
  | 'timeout'
  | 'cross-origin-redirect'
  | 'refused-private' // a hop into the user's network (DESIGN.md "Security and privacy")
  | 'redirect-loop'
  | 'unexpected-status'; // 1xx/3xx reaching us, or a 304 we did not ask for

/** A failed refresh recorded on an older snapshot that is kept (it ages; it is not replaced). */
export interface LastAttempt {
  at: number;
  httpStatus: number | null;
  cause: UnavailableCause;
  error: string;
}

/** What one fetch of `<origin>/robots.txt` produced. `fetchRobots` never throws: errors are outcomes. */
export type FetchOutcome =
  | {
      kind: 'response';
      origin: string;
      robotsUrl: string;
      /** `response.url`, or the requested URL when the fetch implementation leaves it empty. */
      finalUrl: string;
      redirected: boolean;
      httpStatus: number;
      etag: string | null;
      lastModified: string | null;
      contentType: string | null;
      /** The raw `Retry-After` header; interpreted by `outcomeToSnapshot`. */
      retryAfter: string | null;
      /** Decoded body for 2xx answers ('' otherwise). */
      text: string;
      /** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
      sha256: string;
      /** Body bytes kept (≤ the cap). */
      bytes: number;
      truncated: boolean;
      /** The body was not valid UTF-8: U+FFFD replaced some bytes. */
      invalidUtf8: boolean;
      latencyMs: number;
    }
  | {
      kind: 'network-error' | 'timeout' | 'refused-private' | 'redirect-loop';
      origin: string;
      robotsUrl: string;
      message: string;
      latencyMs: number;
    };

/** One origin's robots.txt as last seen. Stored under `robots:<origin>`. */
export interface Snapshot {
  schema: typeof SNAPSHOT_SCHEMA;
  origin: string;
  robotsUrl: string;
  status: SnapshotStatus;
  httpStatus: number | null;
  /** ≤ 500 KiB of body; '' for absent and unavailable (but a cross-origin redirect keeps its
   * target's body: Google's reading is computed from it, lib/fetch/googleReading). */
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

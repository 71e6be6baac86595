/**
 * Plain data of one robots.txt fetch: what the wire answered (or why it did not). The cache
 * turns an outcome into the snapshot it stores (lib/cache/outcomeToSnapshot.ts).
 */

/** RFC 9309 §2.3.1.2 lets a crawler follow a redirect to another origin; the default refuses it. */
export type CrossOriginPolicy = 'unavailable' | 'follow';

/** What one fetch of `<origin>/robots.txt` produced. `fetchRobots` never throws: errors are outcomes. */
export type FetchOutcome =
  | {
      kind: 'response';
      origin: string;
      robotsUrl: string;
      /** `response.url`, or the requested URL when the fetch implementation leaves it empty. */
      finalUrl: string;
      redirected: boolean;
      /** Redirects the browser followed (0 when none), or null when it did not say. */
      redirects: number | null;
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

/** The validators of the copy held (a fetched text), for a conditional request. */
export interface HeldCopy {
  etag: string | null;
  lastModified: string | null;
}

import {
  type CrossOriginPolicy,
  EMPTY_SHA256,
  type FetchOutcome,
  parseRetryAfter,
} from '@/lib/fetch';
import { redirectKind } from '@/lib/fetch/redirectKind';
import { cutUrl } from '@/lib/net/cutUrl';
import { SNAPSHOT_SCHEMA, type Snapshot, type UnavailableCause } from './snapshotTypes';

/** How many recent latencies a snapshot keeps for the suggested pace (docs/design.md "Crawl-delay"). */
export const MAX_LATENCIES = 10;

type Meaning =
  | { kind: 'fetched' | 'absent' | 'unchanged' }
  | { kind: 'unavailable'; cause: UnavailableCause; error: string };

/**
 * docs/design.md "Fetch outcome → rules" as one pure function (after temoto/robotstxt's
 * FromStatusAndBytes): the answer, the snapshot it may replace and the time give the snapshot
 * to store. An unavailable answer never erases a usable older snapshot: that one is kept (it
 * keeps ageing) with the failed attempt recorded beside it.
 */
export function outcomeToSnapshot(
  outcome: FetchOutcome,
  previous: Snapshot | null,
  now: number,
  policy: CrossOriginPolicy,
): Snapshot {
  const meaning = meaningOf(outcome, previous, policy);
  const response = outcome.kind === 'response' ? outcome : null;
  const latencies = response
    ? [...(previous?.latencies ?? []), response.latencyMs].slice(-MAX_LATENCIES)
    : (previous?.latencies ?? []);
  const finalUrl = response ? response.finalUrl : outcome.robotsUrl;

  if (meaning.kind === 'unchanged' && previous && response) {
    return {
      ...previous,
      httpStatus: response.httpStatus,
      // RFC 9110 §15.4.5: a 304 carries the validators the full answer would have carried.
      etag: response.etag ?? previous.etag,
      lastModified: response.lastModified ?? previous.lastModified,
      fetchedAt: now,
      checkedAt: now,
      finalUrl,
      latencyMs: response.latencyMs,
      retryAfter: null,
      error: null,
      cause: null,
      lastAttempt: null,
      lastUsedAt: now,
      latencies,
    };
  }

  const base: Snapshot = {
    schema: SNAPSHOT_SCHEMA,
    origin: outcome.origin,
    robotsUrl: outcome.robotsUrl,
    status: 'absent',
    httpStatus: response?.httpStatus ?? null,
    text: '',
    sha256: EMPTY_SHA256,
    etag: null,
    lastModified: null,
    contentType: null,
    fetchedAt: now,
    checkedAt: now,
    finalUrl,
    redirects: response?.redirects ?? null,
    latencyMs: outcome.latencyMs,
    truncated: false,
    invalidUtf8: false,
    bytes: 0,
    retryAfter: null,
    error: null,
    cause: null,
    lastAttempt: null,
    lastUsedAt: now,
    latencies,
  };

  if (meaning.kind === 'fetched' && response) {
    return {
      ...base,
      status: 'fetched',
      text: response.text,
      sha256: response.sha256,
      etag: response.etag,
      lastModified: response.lastModified,
      contentType: response.contentType,
      truncated: response.truncated,
      invalidUtf8: response.invalidUtf8,
      bytes: response.bytes,
    };
  }
  if (meaning.kind !== 'unavailable') return base; // absent: no rules published

  // RFC 9309 §2.3.1.3 does not define Retry-After; we honour it on any 429/5xx (RFC 9110 §10.2.3).
  const status = response?.httpStatus ?? 0;
  const retryAfter =
    response && (status === 429 || status >= 500)
      ? parseRetryAfter(response.retryAfter, now)
      : null;
  if (previous && previous.status !== 'unavailable') {
    return {
      ...previous,
      checkedAt: now,
      retryAfter,
      lastAttempt: {
        at: now,
        httpStatus: response?.httpStatus ?? null,
        cause: meaning.cause,
        error: meaning.error,
      },
      lastUsedAt: now,
      latencies,
    };
  }
  // The target's answer is kept beside the refusal: Google adopts it (lib/report/googleReading).
  const target =
    meaning.cause === 'cross-origin-redirect' && response
      ? {
          text: response.text,
          sha256: response.sha256,
          contentType: response.contentType,
          bytes: response.bytes,
          truncated: response.truncated,
          invalidUtf8: response.invalidUtf8,
        }
      : {};
  return {
    ...base,
    ...target,
    status: 'unavailable',
    retryAfter,
    error: meaning.error,
    cause: meaning.cause,
  };
}

function meaningOf(
  outcome: FetchOutcome,
  previous: Snapshot | null,
  policy: CrossOriginPolicy,
): Meaning {
  if (outcome.kind !== 'response') {
    return { kind: 'unavailable', cause: outcome.kind, error: outcome.message };
  }
  const status = outcome.httpStatus;
  // A scheme upgrade of the same host is followed like a redirect within the origin.
  if (
    policy === 'unavailable' &&
    redirectKind(outcome.robotsUrl, outcome.finalUrl) === 'other-origin'
  ) {
    return {
      kind: 'unavailable',
      cause: 'cross-origin-redirect',
      error: `robots.txt redirected to ${cutUrl(outcome.finalUrl)} (another origin)`,
    };
  }
  if (status >= 200 && status < 300) return { kind: 'fetched' };
  if (status === 304) {
    if (previous?.status === 'fetched') return { kind: 'unchanged' };
    return {
      kind: 'unavailable',
      cause: 'unexpected-status',
      error: 'HTTP 304 Not Modified without a cached copy to reuse',
    };
  }
  if (status === 429) {
    return { kind: 'unavailable', cause: 'rate-limited', error: 'HTTP 429 (too many requests)' };
  }
  if (status >= 400 && status < 500) return { kind: 'absent' };
  if (status >= 500 && status < 600) {
    return { kind: 'unavailable', cause: 'server-error', error: `HTTP ${status} (server error)` };
  }
  // A 3xx that fetch could not follow (no Location); a chain over 20 hops rejects instead.
  return { kind: 'unavailable', cause: 'unexpected-status', error: `HTTP ${status}` };
}

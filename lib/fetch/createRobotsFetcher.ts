import type { RequestGuard } from '@/lib/net/createRequestGuard';
import { guardFetch, RefusedRequest } from '@/lib/net/guardFetch';
import { MAX_BODY_BYTES } from '@/lib/robots';
import { createDeadline } from './createDeadline';
import { type CappedBody, readBodyCapped } from './readBodyCapped';
import { EMPTY_SHA256, sha256Hex } from './sha256Hex';
import type { FetchOutcome, HeldCopy } from './types';

export { ROBOTS_TIMEOUT_MS } from './robotsTimeout';

import { ROBOTS_TIMEOUT_MS } from './robotsTimeout';

export interface RobotsFetcherDeps {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Send the site's ETag / Last-Modified back (default on). Read on every fetch: it is a
   * setting, since validators let a site recognise a returning browser (issue 12 item 6).
   */
  revalidate?: () => boolean;
  /** Keeps every hop out of the user's network (lib/net); none in Node tests of other parts. */
  guard?: RequestGuard;
}

export interface RobotsFetcher {
  /** Fetches `<origin>/robots.txt`. Never throws: a network error or timeout is an outcome. */
  fetchRobots(origin: string, held: HeldCopy | null): Promise<FetchOutcome>;
}

export function createRobotsFetcher(deps: RobotsFetcherDeps): RobotsFetcher {
  // Called detached: `fetch` throws "Illegal invocation" when called as a method of another object.
  const { fetch: doFetch, now } = deps;
  const timeoutMs = deps.timeoutMs ?? ROBOTS_TIMEOUT_MS;
  const maxBytes = deps.maxBytes ?? MAX_BODY_BYTES; // the engine parses as much (docs/design.md "Limits")

  async function fetchRobots(origin: string, held: HeldCopy | null): Promise<FetchOutcome> {
    const robotsUrl = `${origin}/robots.txt`;
    const started = now();
    const deadline = createDeadline(timeoutMs);
    const send = deps.guard ? guardFetch(doFetch, deps.guard, origin) : doFetch;
    try {
      const response = await send(robotsUrl, {
        method: 'GET',
        credentials: 'omit', // docs/security.md: no cookies
        cache: 'no-store', // our own cache decides; a conditional request reaches the server
        redirect: 'follow', // 'manual' gives an opaque answer without Location in extensions
        headers: deps.revalidate?.() === false ? {} : conditionalHeaders(held),
        signal: deadline.signal,
      });
      let body: CappedBody = { bytes: new Uint8Array(0), truncated: false };
      let redirects: number | null = response.redirected ? null : 0;
      if (response.status >= 200 && response.status < 300) {
        body = await readBodyCapped(response, maxBytes, deadline.signal);
        // Read once the body is in: the browser reports the chain when the request completes.
        if (response.redirected && deps.guard) redirects = await deps.guard.redirects(robotsUrl);
      } else {
        response.body?.cancel().catch(() => {}); // only 2xx bodies mean anything (RFC 9309 §2.3.1)
      }
      const { text, invalidUtf8 } = decodeUtf8(body);
      const headers = response.headers;
      return {
        kind: 'response',
        origin,
        robotsUrl,
        finalUrl: response.url || robotsUrl,
        redirected: response.redirected || (response.url !== '' && response.url !== robotsUrl),
        redirects,
        httpStatus: response.status,
        etag: headers.get('etag'),
        lastModified: headers.get('last-modified'),
        contentType: headers.get('content-type'),
        retryAfter: headers.get('retry-after'),
        text,
        sha256: text === '' ? EMPTY_SHA256 : await sha256Hex(text),
        bytes: body.bytes.byteLength,
        truncated: body.truncated,
        invalidUtf8,
        latencyMs: now() - started,
      };
    } catch (error) {
      const latencyMs = now() - started;
      if (deadline.expired()) {
        return {
          kind: 'timeout',
          origin,
          robotsUrl,
          message: `timed out after ${formatSeconds(timeoutMs)}`,
          latencyMs,
        };
      }
      if (error instanceof RefusedRequest) {
        return { kind: error.code, origin, robotsUrl, message: error.message, latencyMs };
      }
      return { kind: 'network-error', origin, robotsUrl, message: describe(error), latencyMs };
    } finally {
      deadline.clear();
    }
  }

  return { fetchRobots };
}

/** RFC 9110 §13.1.2: If-None-Match wins over If-Modified-Since, so send only the stronger one. */
function conditionalHeaders(held: HeldCopy | null): Record<string, string> {
  if (!held) return {};
  if (held.etag !== null) return { 'If-None-Match': held.etag };
  if (held.lastModified !== null) return { 'If-Modified-Since': held.lastModified };
  return {};
}

/**
 * RFC 9309 §2.3: robots.txt is UTF-8. Bad bytes become U+FFFD (and are flagged) rather than
 * failing the fetch. A cut body may end inside a character: stream mode holds that tail back
 * instead of flagging it. A leading BOM stays in the text (`ignoreBOM`): the engine skips it as
 * Google's parser does, while Scrapy and Python keep it (Python's "utf-8" codec), so their readings
 * need it (docs/design.md "Readings").
 */
export function decodeUtf8({ bytes, truncated }: CappedBody): {
  text: string;
  invalidUtf8: boolean;
} {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, {
      stream: truncated,
    });
    return { text, invalidUtf8: false };
  } catch {
    return {
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: truncated }),
      invalidUtf8: true,
    };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return `network error: ${String(error)}`;
  // Node's fetch says only "fetch failed" and puts the reason (ECONNREFUSED…) in `cause`.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `network error: ${error.message}${cause}`;
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

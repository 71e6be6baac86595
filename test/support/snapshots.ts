import { createHash } from 'node:crypto';
import { outcomeToSnapshot, type Snapshot } from '@/lib/cache';
import type { FetchOutcome } from '@/lib/fetch';

export const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type ResponseOutcome = Extract<FetchOutcome, { kind: 'response' }>;

/** A fetch outcome for `origin`'s robots.txt: a 200 with `over.text` ('' by default). */
export function responseOutcome(
  origin: string,
  over: Partial<ResponseOutcome> = {},
): ResponseOutcome {
  const robotsUrl = `${origin}/robots.txt`;
  const text = over.text ?? '';
  return {
    kind: 'response',
    origin,
    robotsUrl,
    finalUrl: robotsUrl,
    redirected: false,
    redirects: 0,
    httpStatus: 200,
    etag: null,
    lastModified: null,
    contentType: 'text/plain',
    retryAfter: null,
    text,
    sha256: sha(text),
    bytes: new TextEncoder().encode(text).byteLength,
    truncated: false,
    invalidUtf8: false,
    latencyMs: 40,
    ...over,
  };
}

/** A valid fetched snapshot for `origin`, as a 200 with `text` at `at` would store it. */
export function makeSnapshot(
  origin: string,
  at: number,
  text = 'User-agent: *\nDisallow: /p\n',
  over: Partial<Snapshot> = {},
): Snapshot {
  const outcome = responseOutcome(origin, { text, etag: '"v1"', latencyMs: 10 });
  return { ...outcomeToSnapshot(outcome, null, at, 'unavailable'), ...over };
}

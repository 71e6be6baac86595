import { createHash } from 'node:crypto';
import type { Snapshot } from '@/lib/cache';
import { outcomeToSnapshot } from '@/lib/cache';

export const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A valid fetched snapshot for `origin`, as a 200 with `text` at `at` would store it. */
export function makeSnapshot(
  origin: string,
  at: number,
  text = 'User-agent: *\nDisallow: /p\n',
  over: Partial<Snapshot> = {},
): Snapshot {
  const robotsUrl = `${origin}/robots.txt`;
  const snapshot = outcomeToSnapshot(
    {
      kind: 'response',
      origin,
      robotsUrl,
      finalUrl: robotsUrl,
      redirected: false,
      httpStatus: 200,
      etag: '"v1"',
      lastModified: null,
      contentType: 'text/plain',
      retryAfter: null,
      text,
      sha256: sha(text),
      bytes: new TextEncoder().encode(text).byteLength,
      truncated: false,
      invalidUtf8: false,
      latencyMs: 10,
    },
    null,
    at,
    'unavailable',
  );
  return { ...snapshot, ...over };
}

import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { MAX_LATENCIES, outcomeToSnapshot } from '@/lib/cache';
import type { FetchOutcome } from '@/lib/fetch';
import { EMPTY_SHA256 } from '@/lib/fetch/sha256Hex';
import { type ResponseOutcome, responseOutcome, sha } from '@/test/support/snapshots';
import { HOUR_MS, T0 } from '@/test/support/time';

const ORIGIN = 'https://example.com';
const ROBOTS = `${ORIGIN}/robots.txt`;
const NOW = T0 + HOUR_MS;
const TEXT = 'User-agent: *\nDisallow: /private\n';

const response = (over: Partial<ResponseOutcome> = {}) => responseOutcome(ORIGIN, over);

/** The snapshot a 200 produced at T0: the "previous" of most rows. */
const fetchedAtT0 = outcomeToSnapshot(
  response({
    text: TEXT,
    sha256: sha(TEXT),
    bytes: TEXT.length,
    etag: '"v1"',
    lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT',
  }),
  null,
  T0,
  'unavailable',
);
const absentAtT0 = outcomeToSnapshot(response({ httpStatus: 404 }), null, T0, 'unavailable');
const unavailableAtT0 = outcomeToSnapshot(response({ httpStatus: 503 }), null, T0, 'unavailable');

describe('outcomeToSnapshot: 2xx → fetched (docs/design.md "Fetch outcome → rules" row 1)', () => {
  it.each([200, 203, 206])('%i keeps the text, its digest and validators', (httpStatus) => {
    const s = outcomeToSnapshot(
      response({
        httpStatus,
        text: TEXT,
        sha256: sha(TEXT),
        bytes: 33,
        etag: '"a"',
        lastModified: 'x',
      }),
      null,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({
      schema: 2,
      origin: ORIGIN,
      robotsUrl: ROBOTS,
      status: 'fetched',
      httpStatus,
      text: TEXT,
      sha256: sha(TEXT),
      etag: '"a"',
      lastModified: 'x',
      contentType: 'text/plain',
      fetchedAt: NOW,
      checkedAt: NOW,
      lastUsedAt: NOW,
      finalUrl: ROBOTS,
      latencyMs: 40,
      bytes: 33,
      truncated: false,
      retryAfter: null,
      error: null,
      lastAttempt: null,
      latencies: [40],
    });
  });

  it('an HTML body is still fetched (the engine parses it and warns), content type recorded', () => {
    const html = '<!doctype html><html><body>Not found</body></html>';
    const s = outcomeToSnapshot(
      response({ text: html, contentType: 'text/html; charset=utf-8' }),
      null,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({
      status: 'fetched',
      text: html,
      contentType: 'text/html; charset=utf-8',
    });
  });

  it('204 No Content is an empty file: fetched, no rules', () => {
    const s = outcomeToSnapshot(response({ httpStatus: 204 }), null, NOW, 'unavailable');
    expect(s).toMatchObject({ status: 'fetched', text: '', sha256: EMPTY_SHA256 });
  });

  it('a body over the cap is fetched and marked truncated (docs/design.md "Limits and bad input")', () => {
    const s = outcomeToSnapshot(
      response({ text: 'a', truncated: true, bytes: 512_000 }),
      null,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({ status: 'fetched', truncated: true, bytes: 512_000 });
  });

  it('invalid UTF-8 is recorded', () => {
    const s = outcomeToSnapshot(
      response({ text: '\uFFFD', invalidUtf8: true }),
      null,
      NOW,
      'unavailable',
    );
    expect(s.invalidUtf8).toBe(true);
  });

  it('a success replaces an earlier failure and clears Retry-After', () => {
    const failed = outcomeToSnapshot(
      response({ httpStatus: 503, retryAfter: '60' }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(failed.lastAttempt).not.toBeNull();
    const s = outcomeToSnapshot(response({ text: 'x' }), failed, NOW + 120_000, 'unavailable');
    expect(s).toMatchObject({
      status: 'fetched',
      text: 'x',
      lastAttempt: null,
      retryAfter: null,
      error: null,
    });
  });
});

describe('outcomeToSnapshot: 304 → unchanged, age reset (row 2)', () => {
  it('keeps text and digest, resets fetchedAt, records the new check', () => {
    const s = outcomeToSnapshot(
      response({ httpStatus: 304, latencyMs: 12 }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({
      status: 'fetched',
      httpStatus: 304,
      text: TEXT,
      sha256: fetchedAtT0.sha256,
      etag: '"v1"',
      lastModified: fetchedAtT0.lastModified,
      fetchedAt: NOW,
      checkedAt: NOW,
      latencyMs: 12,
      latencies: [40, 12],
      lastAttempt: null,
    });
  });

  it('takes updated validators from the 304 (RFC 9110 §15.4.5)', () => {
    const s = outcomeToSnapshot(
      response({ httpStatus: 304, etag: '"v2"' }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s.etag).toBe('"v2"');
  });

  it('a 304 with no cached text to reuse is unavailable', () => {
    const s = outcomeToSnapshot(response({ httpStatus: 304 }), null, NOW, 'unavailable');
    expect(s).toMatchObject({ status: 'unavailable', error: expect.stringContaining('304') });
  });

  it('a 304 against an absent snapshot keeps it and records the odd answer', () => {
    const s = outcomeToSnapshot(response({ httpStatus: 304 }), absentAtT0, NOW, 'unavailable');
    expect(s).toMatchObject({
      status: 'absent',
      fetchedAt: T0,
      lastAttempt: { cause: 'unexpected-status', httpStatus: 304 },
    });
  });
});

describe('outcomeToSnapshot: 4xx except 429 → absent (row 3)', () => {
  it.each([400, 401, 403, 404, 405, 410, 451, 499])('%i: no rules published', (httpStatus) => {
    const s = outcomeToSnapshot(
      response({ httpStatus, etag: '"err"', retryAfter: '60', text: '' }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({
      status: 'absent',
      httpStatus,
      text: '',
      sha256: EMPTY_SHA256,
      etag: null, // validators of an error page must not make the next request conditional
      fetchedAt: NOW,
      retryAfter: null, // Retry-After only counts on 429/5xx
      error: null,
      lastAttempt: null,
    });
  });
});

describe('outcomeToSnapshot: 429, 5xx, network error, timeout → unavailable (row 4)', () => {
  it.each<[string, FetchOutcome, string, string]>([
    ['429', response({ httpStatus: 429 }), 'rate-limited', 'HTTP 429 (too many requests)'],
    ['500', response({ httpStatus: 500 }), 'server-error', 'HTTP 500 (server error)'],
    ['502', response({ httpStatus: 502 }), 'server-error', 'HTTP 502 (server error)'],
    ['503', response({ httpStatus: 503 }), 'server-error', 'HTTP 503 (server error)'],
    ['504', response({ httpStatus: 504 }), 'server-error', 'HTTP 504 (server error)'],
    ['599', response({ httpStatus: 599 }), 'server-error', 'HTTP 599 (server error)'],
    ['300 without Location', response({ httpStatus: 300 }), 'unexpected-status', 'HTTP 300'],
    [
      'network error',
      {
        kind: 'network-error',
        origin: ORIGIN,
        robotsUrl: ROBOTS,
        message: 'network error: Failed to fetch',
        latencyMs: 3,
      },
      'network-error',
      'network error: Failed to fetch',
    ],
    [
      'timeout',
      {
        kind: 'timeout',
        origin: ORIGIN,
        robotsUrl: ROBOTS,
        message: 'timed out after 10 s',
        latencyMs: 10_000,
      },
      'timeout',
      'timed out after 10 s',
    ],
  ])('%s without an older snapshot: stored as unavailable', (_, outcome, _cause, error) => {
    const s = outcomeToSnapshot(outcome, null, NOW, 'unavailable');
    expect(s).toMatchObject({
      status: 'unavailable',
      httpStatus: outcome.kind === 'response' ? outcome.httpStatus : null,
      text: '',
      sha256: EMPTY_SHA256,
      error,
      fetchedAt: NOW,
      checkedAt: NOW,
      lastAttempt: null,
    });
  });

  it.each<[string, FetchOutcome, string]>([
    ['503', response({ httpStatus: 503 }), 'server-error'],
    ['429', response({ httpStatus: 429 }), 'rate-limited'],
    [
      'timeout',
      {
        kind: 'timeout',
        origin: ORIGIN,
        robotsUrl: ROBOTS,
        message: 'timed out after 10 s',
        latencyMs: 10_000,
      },
      'timeout',
    ],
  ])('%s keeps the older fetched snapshot ageing and records the attempt', (_, outcome, cause) => {
    const s = outcomeToSnapshot(outcome, fetchedAtT0, NOW, 'unavailable');
    expect(s).toMatchObject({
      status: 'fetched',
      text: TEXT,
      sha256: fetchedAtT0.sha256,
      fetchedAt: T0, // it ages from the last success
      checkedAt: NOW, // but the attempt counts for the rate limit
      httpStatus: 200,
      lastAttempt: {
        at: NOW,
        httpStatus: outcome.kind === 'response' ? outcome.httpStatus : null,
        cause,
      },
    });
  });

  it('keeps an older absent snapshot too', () => {
    const s = outcomeToSnapshot(response({ httpStatus: 500 }), absentAtT0, NOW, 'unavailable');
    expect(s).toMatchObject({ status: 'absent', fetchedAt: T0, lastAttempt: { httpStatus: 500 } });
  });

  it('replaces an older unavailable snapshot (nothing usable to keep)', () => {
    const s = outcomeToSnapshot(response({ httpStatus: 500 }), unavailableAtT0, NOW, 'unavailable');
    expect(s).toMatchObject({
      status: 'unavailable',
      httpStatus: 500,
      fetchedAt: NOW,
      lastAttempt: null,
    });
  });
});

describe('outcomeToSnapshot: Retry-After on 429/5xx postpones the next fetch', () => {
  it.each<[number, string | null, number | null]>([
    [429, '120', NOW + 120_000],
    [503, '30', NOW + 30_000],
    [500, '30', NOW + 30_000], // accepted on any 5xx
    [429, new Date(NOW + 600_000).toUTCString(), NOW + 600_000],
    [503, '999999', NOW + 24 * 3_600_000], // capped
    [503, null, null],
    [404, '120', null],
    [200, '120', null],
  ])('%i with Retry-After %j → %s', (httpStatus, retryAfter, expected) => {
    expect(
      outcomeToSnapshot(response({ httpStatus, retryAfter }), null, NOW, 'unavailable').retryAfter,
    ).toBe(expected);
  });

  it('is recorded on a kept older snapshot', () => {
    const s = outcomeToSnapshot(
      response({ httpStatus: 429, retryAfter: '60' }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({ status: 'fetched', retryAfter: NOW + 60_000 });
  });
});

describe('outcomeToSnapshot: redirects (rows 5 and 6)', () => {
  it('within the origin: followed, the final URL recorded', () => {
    const finalUrl = `${ORIGIN}/static/robots.txt`;
    const s = outcomeToSnapshot(
      response({ text: TEXT, finalUrl, redirected: true }),
      null,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({ status: 'fetched', text: TEXT, finalUrl, robotsUrl: ROBOTS });
  });

  it.each([
    'https://other.example/robots.txt',
    'http://example.com/robots.txt', // another scheme is another origin (RFC 6454)
    'https://example.com:8443/robots.txt', // another port too
    'https://www.example.com/robots.txt',
  ])(
    "to %s: unavailable by default, naming the target, its body kept for Google's reading",
    (finalUrl) => {
      const s = outcomeToSnapshot(
        response({ text: TEXT, finalUrl, redirected: true }),
        null,
        NOW,
        'unavailable',
      );
      expect(s).toMatchObject({
        status: 'unavailable',
        cause: 'cross-origin-redirect',
        text: TEXT,
        sha256: sha(TEXT),
        finalUrl,
        error: `robots.txt redirected to ${finalUrl} (another origin)`,
      });
    },
  );

  it.each([
    ['http://example.com', 'https://example.com/robots.txt'],
    ['http://example.com:8080', 'https://example.com:8080/robots.txt'],
    ['http://example.com', 'https://example.com/static/robots.txt'],
  ])(
    'from %s to %s (HTTPS upgrade, also HSTS): followed, fetched (issue 13 item 6)',
    (origin, finalUrl) => {
      const s = outcomeToSnapshot(
        response({
          origin,
          robotsUrl: `${origin}/robots.txt`,
          text: TEXT,
          finalUrl,
          redirected: true,
        }),
        null,
        NOW,
        'unavailable',
      );
      expect(s).toMatchObject({ status: 'fetched', text: TEXT, finalUrl, cause: null });
    },
  );

  it.each([
    ['http://example.com', 'https://www.example.com/robots.txt'], // another host
    ['http://example.com', 'https://example.com:8443/robots.txt'], // another port
    ['http://example.com:8080', 'https://example.com/robots.txt'],
  ])('from %s to %s is not an upgrade: unavailable', (origin, finalUrl) => {
    const s = outcomeToSnapshot(
      response({
        origin,
        robotsUrl: `${origin}/robots.txt`,
        text: TEXT,
        finalUrl,
        redirected: true,
      }),
      null,
      NOW,
      'unavailable',
    );
    expect(s.cause).toBe('cross-origin-redirect');
  });

  it('to another origin with an older snapshot: kept, the redirect recorded as the failed attempt', () => {
    const finalUrl = 'https://other.example/robots.txt';
    const s = outcomeToSnapshot(
      response({ finalUrl, redirected: true }),
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s).toMatchObject({
      status: 'fetched',
      text: TEXT,
      lastAttempt: { cause: 'cross-origin-redirect', httpStatus: 200 },
    });
  });

  it('to another origin with the "follow" setting: the answer is used (RFC 9309 §2.3.1.2)', () => {
    const finalUrl = 'https://other.example/robots.txt';
    const s = outcomeToSnapshot(
      response({ text: TEXT, finalUrl, redirected: true }),
      null,
      NOW,
      'follow',
    );
    expect(s).toMatchObject({ status: 'fetched', text: TEXT, finalUrl });
    const gone = outcomeToSnapshot(
      response({ httpStatus: 404, finalUrl, redirected: true }),
      null,
      NOW,
      'follow',
    );
    expect(gone.status).toBe('absent');
  });

  it('a cross-origin 404 is still unavailable under the default (the target is not ours to believe)', () => {
    const finalUrl = 'https://other.example/robots.txt';
    const s = outcomeToSnapshot(
      response({ httpStatus: 404, finalUrl, redirected: true }),
      null,
      NOW,
      'unavailable',
    );
    expect(s.status).toBe('unavailable');
  });
});

describe('outcomeToSnapshot: latencies for the suggested pace', () => {
  it(`keeps the last ${MAX_LATENCIES} answers' latencies, newest last`, () => {
    let s: Snapshot | null = null;
    for (let i = 1; i <= 15; i++)
      s = outcomeToSnapshot(response({ latencyMs: i }), s, NOW + i, 'unavailable');
    expect(s?.latencies).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('network errors and timeouts measure nothing about the server', () => {
    const s = outcomeToSnapshot(
      { kind: 'timeout', origin: ORIGIN, robotsUrl: ROBOTS, message: 't', latencyMs: 10_000 },
      fetchedAtT0,
      NOW,
      'unavailable',
    );
    expect(s.latencies).toEqual([40]);
  });

  it('is pure: the previous snapshot is not modified', () => {
    const before = structuredClone(fetchedAtT0);
    outcomeToSnapshot(response({ httpStatus: 503 }), fetchedAtT0, NOW, 'unavailable');
    outcomeToSnapshot(response({ httpStatus: 304 }), fetchedAtT0, NOW, 'unavailable');
    expect(fetchedAtT0).toEqual(before);
  });
});

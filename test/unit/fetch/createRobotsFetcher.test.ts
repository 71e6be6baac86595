import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { outcomeToSnapshot } from '@/lib/cache';
import type { FetchOutcome, HeldCopy } from '@/lib/fetch';
import { createRobotsFetcher } from '@/lib/fetch/createRobotsFetcher';
import { EMPTY_SHA256 } from '@/lib/fetch/sha256Hex';
import { MAX_BODY_BYTES } from '@/lib/robots';
import {
  createFakeFetch,
  endlessBody,
  type FakeAnswer,
  fakeResponse,
  hangingFetch,
  stallingBody,
} from '@/test/support/fakeFetch';
import { makeSnapshot } from '@/test/support/snapshots';

const ORIGIN = 'https://example.com';
const ROBOTS = `${ORIGIN}/robots.txt`;
const TEXT = 'User-agent: *\nDisallow: /private\n';
const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

function setup(
  answer: FakeAnswer | ((url: string, init: RequestInit) => Promise<Response>),
  opts = {},
) {
  let clock = 1_000;
  const fake = createFakeFetch(typeof answer === 'function' ? answer : () => fakeResponse(answer));
  const fetcher = createRobotsFetcher({
    fetch: fake.fetch,
    now: () => {
      clock += 25; // every reading of the clock moves it on: latency = 25 ms
      return clock;
    },
    ...opts,
  });
  return { fetcher, calls: fake.calls };
}

/** The validators of the copy the cache holds (it passes only a fetched text). */
function previousWith(over: Partial<HeldCopy>): HeldCopy {
  return { etag: null, lastModified: null, ...over };
}

describe('createRobotsFetcher: the request (docs/design.md "Fetch outcome → rules", "Security and privacy")', () => {
  it('GETs <origin>/robots.txt without cookies, past the HTTP cache, following redirects, abortable', async () => {
    const { fetcher, calls } = setup({ body: TEXT });
    await fetcher.fetchRobots('http://127.0.0.1:8080', null);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://127.0.0.1:8080/robots.txt');
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
    });
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.headers).toEqual({});
  });

  it.each<[string, Partial<HeldCopy> | null, Record<string, string>]>([
    ['no snapshot: unconditional', null, {}],
    [
      'ETag and Last-Modified: If-None-Match only (RFC 9110 §13.1.2)',
      { etag: '"abc"', lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT' },
      { 'if-none-match': '"abc"' },
    ],
    ['ETag only', { etag: 'W/"abc"' }, { 'if-none-match': 'W/"abc"' }],
    [
      'Last-Modified only: If-Modified-Since',
      { lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT' },
      { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' },
    ],
    ['neither validator', {}, {}],
  ])('conditional headers — %s', async (_, over, headers) => {
    const { fetcher, calls } = setup({ body: TEXT });
    await fetcher.fetchRobots(ORIGIN, over ? previousWith(over) : null);
    expect(calls[0]?.headers).toEqual(headers);
  });
});

describe('createRobotsFetcher: the answer', () => {
  it('records status, final URL, validators, type, Retry-After, digest, size and latency', async () => {
    const { fetcher } = setup({
      body: TEXT,
      url: ROBOTS,
      headers: {
        ETag: '"v1"',
        'Last-Modified': 'Mon, 01 Jan 2024 00:00:00 GMT',
        'Content-Type': 'text/plain',
        'Retry-After': '5',
      },
    });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toEqual({
      kind: 'response',
      origin: ORIGIN,
      robotsUrl: ROBOTS,
      finalUrl: ROBOTS,
      redirected: false,
      redirects: 0,
      httpStatus: 200,
      etag: '"v1"',
      lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT',
      contentType: 'text/plain',
      retryAfter: '5',
      text: TEXT,
      sha256: sha(TEXT),
      bytes: 33,
      truncated: false,
      invalidUtf8: false,
      latencyMs: 25,
    });
  });

  it('a same-origin redirect reports the final URL', async () => {
    const finalUrl = `${ORIGIN}/robots-v2.txt`;
    const { fetcher } = setup({ body: TEXT, url: finalUrl, redirected: true });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      finalUrl,
      redirected: true,
      text: TEXT,
    });
  });

  it('an empty response.url (some fakes and old engines) means the requested URL', async () => {
    const { fetcher } = setup({ body: TEXT, url: '' });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      finalUrl: ROBOTS,
      redirected: false,
    });
  });

  it.each([304, 404, 429, 503])('%i: the body is not read, the text is empty', async (status) => {
    // An endless error page must not be downloaded: only 2xx bodies mean anything.
    const { fetcher } = setup({ status, body: endlessBody(utf8('x'.repeat(1024))) });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      httpStatus: status,
      text: '',
      sha256: EMPTY_SHA256,
      bytes: 0,
    });
  });

  it.each<[string, Uint8Array | string, string, boolean]>([
    ['plain UTF-8', 'Disallow: /é\n', 'Disallow: /é\n', false],
    [
      // The engine skips it as Google does; Scrapy and Python keep it (docs/design.md "Readings").
      'a UTF-8 BOM stays in the text, as Python\'s "utf-8" codec keeps it',
      new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Allow: /')]),
      '\uFEFFAllow: /',
      false,
    ],
    [
      'Latin-1 bytes become U+FFFD, flagged',
      new Uint8Array([...utf8('Disallow: /'), 0xe9]),
      'Disallow: /\uFFFD',
      true,
    ],
    [
      'a U+FFFD written by the site is not an encoding error',
      'Disallow: /\uFFFD',
      'Disallow: /\uFFFD',
      false,
    ],
    ['NUL bytes are kept for the engine', 'Disallow: /a\u0000b', 'Disallow: /a\u0000b', false],
  ])('decoding: %s', async (_, body, text, invalidUtf8) => {
    const { fetcher } = setup({ body: typeof body === 'string' ? body : (body as BodyInit) });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      text,
      invalidUtf8,
      sha256: sha(text),
    });
  });
});

describe('createRobotsFetcher: the 500 KiB cap (docs/design.md "Limits and bad input")', () => {
  it('is 500 × 1024 bytes, as the engine parses', () => {
    expect(MAX_BODY_BYTES).toBe(512_000);
  });

  it.each<[string, number, boolean]>([
    ['one byte under', MAX_BODY_BYTES - 1, false],
    ['exactly the cap', MAX_BODY_BYTES, false],
    ['one byte over', MAX_BODY_BYTES + 1, true],
    ['600 KiB', 600 * 1024, true],
  ])('%s', async (_, size, truncated) => {
    const { fetcher } = setup({ body: 'a'.repeat(size) });
    const outcome = await fetcher.fetchRobots(ORIGIN, null);
    expect(outcome).toMatchObject({
      kind: 'response',
      truncated,
      bytes: Math.min(size, MAX_BODY_BYTES),
    });
    expect(outcome.kind === 'response' && outcome.text.length).toBe(Math.min(size, MAX_BODY_BYTES));
  });

  it('stops reading an endless body', async () => {
    const { fetcher } = setup({ body: endlessBody(utf8('Disallow: /x\n')) }, { maxBytes: 100 });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({ truncated: true, bytes: 100 });
  });

  it('a character cut by the cap is dropped, not turned into U+FFFD', async () => {
    const { fetcher } = setup({ body: 'ééé' }, { maxBytes: 3 }); // é is 2 bytes: the cap splits the second
    const outcome = await fetcher.fetchRobots(ORIGIN, null);
    expect(outcome).toMatchObject({ text: 'é', invalidUtf8: false, truncated: true, bytes: 3 });
  });
});

describe('createRobotsFetcher: failures are outcomes, never throws', () => {
  it.each<[string, () => Promise<Response>, Partial<FetchOutcome>]>([
    [
      'DNS / connection failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'network-error', message: 'network error: Failed to fetch' },
    ],
    [
      "Node's fetch puts the reason in `cause`",
      () =>
        Promise.reject(
          new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') }),
        ),
      {
        kind: 'network-error',
        message: 'network error: fetch failed (connect ECONNREFUSED 127.0.0.1:9)',
      },
    ],
    // A redirect loop: fetch gives up after 20 hops and rejects (Fetch standard §4.4, step 13).
    [
      'redirect loop',
      () => Promise.reject(new TypeError('redirect count exceeded')),
      { kind: 'network-error', message: 'network error: redirect count exceeded' },
    ],
    [
      'a non-Error rejection',
      () => Promise.reject('boom'),
      { kind: 'network-error', message: 'network error: boom' },
    ],
    [
      'a fetch that throws synchronously',
      () => {
        throw new TypeError('Illegal invocation');
      },
      { kind: 'network-error', message: 'network error: Illegal invocation' },
    ],
  ])('%s', async (_, impl, expected) => {
    const { fetcher } = setup(impl);
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      origin: ORIGIN,
      robotsUrl: ROBOTS,
      ...expected,
    });
  });

  it('a server that never answers times out', async () => {
    const { fetcher } = setup(hangingFetch, { timeoutMs: 20 });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({
      kind: 'timeout',
      message: 'timed out after 20 ms',
    });
  });

  it('the timeout covers the body: a body that stalls times out', async () => {
    const { fetcher } = setup({ body: stallingBody(utf8('User-agent: *\n')) }, { timeoutMs: 20 });
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({ kind: 'timeout' });
  });

  it('the default is 10 s, said in seconds', async () => {
    vi.useFakeTimers();
    try {
      const { fetcher } = setup(hangingFetch);
      const pending = fetcher.fetchRobots(ORIGIN, null);
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout', message: 'timed out after 10 s' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an abort that is not our timeout is a network error', async () => {
    const { fetcher } = setup(() =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    );
    expect(await fetcher.fetchRobots(ORIGIN, null)).toMatchObject({ kind: 'network-error' });
  });
});

// docs/design.md "Fetch outcome → rules", end to end: what the network says → the snapshot status.
describe('fetch → snapshot, every row of the outcome table', () => {
  const other = 'https://other.example/robots.txt';
  it.each<[string, FakeAnswer | (() => Promise<Response>), Snapshot['status'], string | null]>([
    ['2xx', { body: TEXT }, 'fetched', null],
    [
      '2xx HTML body',
      { body: '<html></html>', headers: { 'content-type': 'text/html' } },
      'fetched',
      null,
    ],
    ['404', { status: 404 }, 'absent', null],
    ['410', { status: 410 }, 'absent', null],
    ['401', { status: 401 }, 'absent', null],
    ['403', { status: 403 }, 'absent', null],
    ['429', { status: 429 }, 'unavailable', 'HTTP 429 (too many requests)'],
    ['500', { status: 500 }, 'unavailable', 'HTTP 500 (server error)'],
    ['503', { status: 503 }, 'unavailable', 'HTTP 503 (server error)'],
    [
      'network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'unavailable',
      'network error: Failed to fetch',
    ],
    [
      'same-origin redirect',
      { body: TEXT, url: `${ORIGIN}/r.txt`, redirected: true },
      'fetched',
      null,
    ],
    [
      'cross-origin redirect',
      { body: TEXT, url: other, redirected: true },
      'unavailable',
      `robots.txt redirected to ${other} (another origin)`,
    ],
  ])('%s → %s', async (_, answer, status, error) => {
    const { fetcher } = setup(typeof answer === 'function' ? answer : answer);
    const snapshot = outcomeToSnapshot(
      await fetcher.fetchRobots(ORIGIN, null),
      null,
      5_000,
      'unavailable',
    );
    expect(snapshot).toMatchObject({ status, error });
  });

  it('timeout → unavailable', async () => {
    const { fetcher } = setup(hangingFetch, { timeoutMs: 10 });
    const snapshot = outcomeToSnapshot(
      await fetcher.fetchRobots(ORIGIN, null),
      null,
      5_000,
      'unavailable',
    );
    expect(snapshot).toMatchObject({ status: 'unavailable', error: 'timed out after 10 ms' });
  });

  it('304 to a conditional request → the cached text, age reset', async () => {
    const previous = makeSnapshot(ORIGIN, 0, TEXT, { etag: '"v1"' });
    const { fetcher, calls } = setup({ status: 304 });
    const snapshot = outcomeToSnapshot(
      await fetcher.fetchRobots(ORIGIN, previous),
      previous,
      5_000,
      'unavailable',
    );
    expect(calls[0]?.headers['if-none-match']).toBe('"v1"');
    expect(snapshot).toMatchObject({
      status: 'fetched',
      text: TEXT,
      httpStatus: 304,
      fetchedAt: 5_000,
    });
  });

  it('cross-origin redirect with the "follow" setting → fetched', async () => {
    const { fetcher } = setup({ body: TEXT, url: other, redirected: true });
    const snapshot = outcomeToSnapshot(
      await fetcher.fetchRobots(ORIGIN, null),
      null,
      5_000,
      'follow',
    );
    expect(snapshot).toMatchObject({ status: 'fetched', finalUrl: other, text: TEXT });
  });
});

import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { createMemoryStore } from '@/lib/cache/createMemoryStore';
import { createRobotsCache, type RobotsCacheDeps } from '@/lib/cache/createRobotsCache';
import { DEFAULT_WINDOWS } from '@/lib/cache/snapshotState';
import type { CacheResult, Store } from '@/lib/cache/types';
import { createRobotsFetcher } from '@/lib/fetch/createRobotsFetcher';
import { createFakeFetch, type FakeAnswer, fakeResponse } from '@/test/support/fakeFetch';
import { signal } from '@/test/support/signal';
import { makeSnapshot, sha } from '@/test/support/snapshots';

const H = 3_600_000;
const T0 = 1_700_000_000_000;
const A = 'https://a.example';
const KEY_A = `robots:${A}`;
const V1 = 'User-agent: *\nDisallow: /v1\n';
const V2 = 'User-agent: *\nDisallow: /v2\n';

type Answer = FakeAnswer | (() => Promise<Response>);

/** A cache over a memory store, a scripted fetch and a clock the test moves by hand. */
function harness(over: Partial<RobotsCacheDeps> = {}, store: Store = createMemoryStore()) {
  let t = T0;
  let next: Answer = { body: V1, headers: { etag: '"v1"' } };
  const fake = createFakeFetch(() => (typeof next === 'function' ? next() : fakeResponse(next)));
  const errors: unknown[] = [];
  const now = () => t;
  const make = (more: Partial<RobotsCacheDeps> = {}) =>
    createRobotsCache({
      store,
      fetcher: createRobotsFetcher({ fetch: fake.fetch, now }),
      now,
      onError: (error) => errors.push(error),
      ...over,
      ...more,
    });
  return {
    cache: make(),
    make,
    store,
    calls: fake.calls,
    errors,
    advance: (ms: number) => {
      t += ms;
    },
    answer: (a: Answer) => {
      next = a;
    },
    stored: async (origin = A) =>
      (await store.get([`robots:${origin}`]))[`robots:${origin}`] as Snapshot | undefined,
  };
}

/** A fetch answer the test releases by hand, to hold a fetch in flight. */
function deferred(answer: FakeAnswer = { body: V2 }) {
  const gate = signal();
  const asked = signal();
  const next = async () => {
    asked.resolve();
    await gate.promise;
    return fakeResponse(answer);
  };
  /** `started` settles once the fetch has been made (it is in flight). */
  return { next, started: asked.promise, release: () => gate.resolve() };
}

describe('first sight blocks on one fetch (issue 4)', () => {
  it('fetches, stores and answers fresh', async () => {
    const h = harness();
    const r = await h.cache.get(A);
    expect(h.calls).toHaveLength(1);
    expect(r).toMatchObject({
      state: 'fresh',
      refreshing: false,
      rateLimited: false,
      retryInMs: null,
      warnings: [],
    });
    expect(r.snapshot).toMatchObject({
      status: 'fetched',
      text: V1,
      sha256: sha(V1),
      fetchedAt: T0,
    });
    expect(await h.stored()).toEqual(r.snapshot);
  });

  it('a page URL is reduced to its origin; a non-web URL is refused', async () => {
    const h = harness();
    await h.cache.get('https://A.example:443/some/page?q=1');
    expect(h.calls[0]?.url).toBe('https://a.example/robots.txt');
    await expect(h.cache.get('chrome://extensions')).rejects.toThrow(TypeError);
  });

  it('an unavailable first answer is stored as such', async () => {
    const h = harness();
    h.answer({ status: 503 });
    const r = await h.cache.get(A);
    expect(r.snapshot).toMatchObject({ status: 'unavailable', error: 'HTTP 503 (server error)' });
    expect((await h.stored())?.status).toBe('unavailable');
  });
});

// docs/design.md "Cache": the windows, each boundary at the limit and 1 ms past.
describe('what get does at each window boundary', () => {
  it.each<[string, number, CacheResult['state'], 'none' | 'background' | 'awaited']>([
    ['fresh: 1 ms old', 1, 'fresh', 'none'],
    ['fresh: exactly 6 h', 6 * H, 'fresh', 'none'],
    ['stale: 6 h + 1 ms', 6 * H + 1, 'stale', 'background'],
    ['stale: exactly 24 h', 24 * H, 'stale', 'background'],
    ['degraded: 24 h + 1 ms', 24 * H + 1, 'degraded', 'background'],
    ['degraded: exactly 3 days', 72 * H, 'degraded', 'background'],
    ['expired: 3 days + 1 ms', 72 * H + 1, 'expired', 'awaited'],
  ])('%s', async (_, age, state, refresh) => {
    const h = harness();
    await h.cache.get(A);
    h.advance(age);
    h.answer({ body: V2 });
    const r = await h.cache.get(A);
    if (refresh === 'awaited') {
      // expired: "not crawlable until a refresh succeeds", so the refresh's answer comes back
      expect(r).toMatchObject({ state: 'fresh', refreshing: false, snapshot: { text: V2 } });
    } else {
      expect(r).toMatchObject({
        state,
        refreshing: refresh === 'background',
        snapshot: { text: V1 },
      });
    }
    await h.cache.idle();
    expect(h.calls).toHaveLength(refresh === 'none' ? 1 : 2);
    expect((await h.stored())?.text).toBe(refresh === 'none' ? V1 : V2);
  });

  it('reads the windows on every call (a settings change applies at once)', async () => {
    let windows = DEFAULT_WINDOWS;
    const h = harness({ windows: () => windows });
    await h.cache.get(A);
    h.advance(2 * H);
    windows = { freshMs: H, staleMs: 2 * H, degradedMs: 3 * H };
    expect((await h.cache.get(A)).state).toBe('stale');
  });
});

describe('only a fetched text is revalidated (RFC 9110 §13.1: a 304 confirms text we hold)', () => {
  it.each([
    ['absent', 404],
    ['unavailable', 503],
  ])('an %s snapshot is refetched unconditionally', async (status, httpStatus) => {
    const h = harness();
    h.answer({ status: httpStatus, headers: { etag: '"abc"' } });
    expect((await h.cache.get(A)).snapshot.status).toBe(status);
    h.advance(7 * H);
    h.answer({ body: V1 });
    await h.cache.get(A, { force: true });
    await h.cache.idle();
    expect(h.calls[1]?.headers).toEqual({});
  });
});

describe('stale: answered at once, refreshed in the background', () => {
  it('sends a conditional request; a 304 resets the age and keeps the text', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(7 * H);
    h.answer({ status: 304 });
    const updates: CacheResult[] = [];
    h.cache.onUpdate((_, result) => updates.push(result));
    const r = await h.cache.get(A);
    expect(r).toMatchObject({ state: 'stale', refreshing: true });
    await h.cache.idle();
    expect(h.calls[1]?.headers).toEqual({ 'if-none-match': '"v1"' });
    expect(await h.stored()).toMatchObject({ text: V1, httpStatus: 304, fetchedAt: T0 + 7 * H });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      state: 'fresh',
      refreshing: false,
      snapshot: { httpStatus: 304 },
    });
    expect((await h.cache.get(A)).state).toBe('fresh');
  });

  it('the popup hears about the refresh through onUpdate; unsubscribe stops it', async () => {
    const h = harness();
    const heard: string[] = [];
    const off = h.cache.onUpdate((origin, r) => heard.push(`${origin} ${r.snapshot.text}`));
    await h.cache.get(A);
    off();
    h.advance(7 * H);
    await h.cache.get(A);
    await h.cache.idle();
    expect(heard).toEqual([`${A} ${V1}`]);
  });

  it('a listener that throws is reported, and the others still hear', async () => {
    const h = harness();
    let heard = 0;
    h.cache.onUpdate(() => {
      throw new Error('popup gone');
    });
    h.cache.onUpdate(() => {
      heard += 1;
    });
    await h.cache.get(A);
    expect(heard).toBe(1);
    expect(h.errors).toEqual([new Error('popup gone')]);
  });
});

describe('expired: not crawlable until a refresh succeeds', () => {
  it('a failed refresh keeps the old snapshot, expired, with the failure recorded', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(72 * H + 1);
    h.answer({ status: 503 });
    const r = await h.cache.get(A);
    expect(r).toMatchObject({
      state: 'expired',
      snapshot: {
        status: 'fetched',
        text: V1,
        fetchedAt: T0,
        lastAttempt: { httpStatus: 503, error: 'HTTP 503 (server error)' },
      },
    });
    expect(await h.stored()).toEqual(r.snapshot);
  });
});

describe('an unavailable answer keeps the older snapshot (issue 4)', () => {
  it.each<[string, Answer]>([
    ['503', { status: 503 }],
    ['429', { status: 429 }],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'cross-origin redirect',
      {
        body: 'User-agent: *\nAllow: /\n',
        url: 'https://evil.example/robots.txt',
        redirected: true,
      },
    ],
  ])('%s on a forced refresh', async (_, failure) => {
    const h = harness();
    const first = await h.cache.get(A);
    h.advance(60_000);
    h.answer(failure);
    const r = await h.cache.refresh(A);
    expect(r.snapshot).toMatchObject({
      status: 'fetched',
      text: V1,
      fetchedAt: T0,
      checkedAt: T0 + 60_000,
    });
    expect(r.snapshot.lastAttempt).not.toBeNull();
    expect(r.state).toBe('fresh');
    expect((await h.stored())?.sha256).toBe(first.snapshot.sha256);
  });

  it('the next success clears the failure', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(60_000);
    h.answer({ status: 503 });
    await h.cache.refresh(A);
    h.advance(60_000);
    h.answer({ body: V2 });
    expect((await h.cache.refresh(A)).snapshot).toMatchObject({ text: V2, lastAttempt: null });
  });

  it('an unavailable snapshot is retried (awaited) once the interval has passed', async () => {
    const h = harness();
    h.answer({ status: 503 });
    await h.cache.get(A);
    h.advance(10_000);
    h.answer({ body: V2 });
    expect((await h.cache.get(A)).snapshot).toMatchObject({ status: 'fetched', text: V2 });
  });
});

describe('concurrent requests for one origin share one fetch', () => {
  it('first sight: 5 gets, 1 fetch, one answer', async () => {
    const h = harness();
    const d = deferred();
    h.answer(d.next);
    const pending = Array.from({ length: 5 }, () => h.cache.get(A));
    await d.started;
    d.release();
    const results = await Promise.all(pending);
    expect(h.calls).toHaveLength(1);
    expect(new Set(results.map((r) => r.snapshot.sha256))).toEqual(new Set([sha(V2)]));
  });

  it('stale: gets during the background refresh answer at once and start no other fetch', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(7 * H);
    const d = deferred();
    h.answer(d.next);
    const first = await h.cache.get(A);
    const again = await Promise.all([h.cache.get(A), h.cache.get(A)]);
    expect(first).toMatchObject({ refreshing: true, snapshot: { text: V1 } });
    expect(again.map((r) => [r.refreshing, r.snapshot.text])).toEqual([
      [true, V1],
      [true, V1],
    ]);
    expect(h.calls).toHaveLength(2);
    d.release();
    await h.cache.idle();
    expect(h.calls).toHaveLength(2);
  });

  it('a forced refresh joins a running one instead of starting another', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(7 * H);
    const d = deferred();
    h.answer(d.next);
    await h.cache.get(A); // starts the background refresh
    const forced = h.cache.refresh(A);
    // A get issued after the forced refresh reads storage after it: once it answers (still
    // refreshing), the forced refresh has seen the running fetch. Only then is it released.
    expect(await h.cache.get(A)).toMatchObject({ refreshing: true });
    d.release();
    expect((await forced).snapshot.text).toBe(V2);
    expect(h.calls).toHaveLength(2);
  });

  it('different origins do not wait for each other', async () => {
    const h = harness();
    await Promise.all([
      h.cache.get(A),
      h.cache.get('https://b.example'),
      h.cache.get('http://a.example'),
    ]);
    expect(h.calls.map((c) => c.url).sort()).toEqual([
      'http://a.example/robots.txt',
      'https://a.example/robots.txt',
      'https://b.example/robots.txt',
    ]);
  });
});

// docs/design.md "Cache": at most one fetch per origin per 10 s; it must survive the worker stopping.
describe('at most one fetch per origin per 10 s, across restarts', () => {
  it.each<[number, boolean]>([
    [9_999, false],
    [10_000, true],
  ])('Refresh %i ms after the last fetch → fetches: %s', async (after, fetches) => {
    const h = harness();
    await h.cache.get(A);
    h.advance(after);
    const r = await h.cache.refresh(A);
    expect(h.calls).toHaveLength(fetches ? 2 : 1);
    expect(r).toMatchObject(
      fetches ? { rateLimited: false, retryInMs: null } : { rateLimited: true, retryInMs: 1 },
    );
  });

  it('a new cache instance over the same store (worker restarted) still waits', async () => {
    const h = harness();
    h.answer({ status: 503 });
    await h.cache.get(A);
    h.advance(5_000);
    const restarted = h.make();
    const r = await restarted.get(A); // unavailable wants a refresh, but the stored checkedAt forbids it
    expect(h.calls).toHaveLength(1);
    expect(r).toMatchObject({
      rateLimited: true,
      retryInMs: 5_000,
      snapshot: { status: 'unavailable' },
    });
    h.advance(5_000);
    await h.make().get(A);
    expect(h.calls).toHaveLength(2);
  });

  it('a failed attempt counts too: no hammering a failing server', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(72 * H + 1);
    h.answer({ status: 500 });
    await h.cache.get(A);
    h.advance(1_000);
    const r = await h.make().get(A);
    expect(r).toMatchObject({ state: 'expired', rateLimited: true, retryInMs: 9_000 });
    expect(h.calls).toHaveLength(2);
  });

  it('honours Retry-After across restarts', async () => {
    const h = harness();
    h.answer({ status: 429, headers: { 'retry-after': '120' } });
    await h.cache.get(A);
    h.advance(60_000);
    expect(await h.make().refresh(A)).toMatchObject({ rateLimited: true, retryInMs: 60_000 });
    h.advance(59_999);
    expect(await h.make().get(A)).toMatchObject({ rateLimited: true, retryInMs: 1 });
    h.advance(1);
    h.answer({ body: V2 });
    expect(await h.make().get(A)).toMatchObject({ rateLimited: false, snapshot: { text: V2 } });
    expect(h.calls).toHaveLength(2);
  });

  it('a stale get within the interval answers without fetching', async () => {
    const h = harness({ windows: () => ({ freshMs: 0, staleMs: H, degradedMs: 2 * H }) });
    await h.cache.get(A);
    h.advance(1);
    expect(await h.cache.get(A)).toMatchObject({
      state: 'stale',
      refreshing: false,
      rateLimited: true,
    });
    expect(h.calls).toHaveLength(1);
  });
});

describe('a bounded store: least recently used origins evicted', () => {
  const origins = [
    'https://1.example',
    'https://2.example',
    'https://3.example',
    'https://4.example',
  ];

  it('over maxEntries: the least recently used goes', async () => {
    const h = harness({ maxEntries: 3 });
    for (const origin of origins.slice(0, 3)) {
      await h.cache.get(origin);
      h.advance(2 * 60_000);
    }
    await h.cache.get(origins[0] as string); // used again: now the most recent
    h.advance(2 * 60_000);
    await h.cache.get(origins[3] as string);
    expect((await h.cache.list()).map((row) => row.origin)).toEqual([
      origins[3],
      origins[0],
      origins[2],
    ]);
  });

  it('over maxTotalBytes: evicted until the total fits', async () => {
    const big = 'Disallow: /x\n'.repeat(1000); // ~13 kB each
    const h = harness({ maxTotalBytes: 40_000 });
    h.answer({ body: big });
    for (const origin of origins) {
      await h.cache.get(origin);
      h.advance(60_000);
    }
    const rows = await h.cache.list();
    expect(rows.map((row) => row.origin)).toEqual([origins[3], origins[2]]);
    expect(rows.reduce((sum, row) => sum + row.storedBytes, 0)).toBeLessThanOrEqual(40_000);
  });

  it('use is written back at most once a minute (no storage write per check)', async () => {
    const base = createMemoryStore();
    let writes = 0;
    const counting: Store = {
      ...base,
      set: (items) => {
        // Snapshot writes only: the history (robots-history:) notes a new version once.
        if (Object.keys(items).some((k) => k.startsWith('robots:'))) writes += 1;
        return base.set(items);
      },
    };
    const h = harness({}, counting);
    await h.cache.get(A);
    expect(writes).toBe(1);
    h.advance(59_999);
    await h.cache.get(A);
    expect(writes).toBe(1);
    h.advance(1);
    const r = await h.cache.get(A);
    expect(writes).toBe(2);
    expect(r.snapshot.lastUsedAt).toBe(T0 + 60_000);
    expect((await h.stored())?.lastUsedAt).toBe(T0 + 60_000);
  });

  it('the default budget is 200 origins and 4 MiB, well under the 10 MB quota', async () => {
    const h = harness();
    h.answer({ body: 'a'.repeat(500 * 1024) }); // each entry ~500 KiB: 8 fit in 4 MiB
    for (let i = 0; i < 10; i++) {
      await h.cache.get(`https://${i}.example`);
      h.advance(60_000);
    }
    const rows = await h.cache.list();
    expect(rows).toHaveLength(8);
    expect(rows.reduce((sum, row) => sum + row.storedBytes, 0)).toBeLessThanOrEqual(
      4 * 1024 * 1024,
    );
  });
});

describe('a full store (storage.set rejects)', () => {
  function quotaStore(failures: number) {
    const base = createMemoryStore();
    let left = failures;
    const store: Store = {
      ...base,
      async set(items) {
        if (left > 0 && Object.keys(items).length > 0) {
          left -= 1;
          throw new Error('QUOTA_BYTES quota exceeded');
        }
        return base.set(items);
      },
    };
    return { base, store, arm: (n: number) => (left = n) };
  }

  it('evicts half of what it holds and retries once', async () => {
    const q = quotaStore(0);
    const h = harness({}, q.store);
    for (const n of [1, 2, 3, 4]) {
      await h.cache.get(`https://${n}.example`);
      h.advance(60_000);
    }
    q.arm(1);
    const r = await h.cache.get('https://5.example');
    expect(r.warnings).toEqual([]);
    expect((await h.cache.list()).map((row) => row.origin)).toEqual([
      'https://5.example',
      'https://4.example',
      'https://3.example',
    ]);
  });

  it('still failing: the answer comes back unpersisted, with a warning', async () => {
    const q = quotaStore(2);
    const h = harness({}, q.store);
    const r = await h.cache.get(A);
    expect(r.snapshot).toMatchObject({ status: 'fetched', text: V1 });
    expect(r.warnings).toEqual([
      {
        code: 'not-persisted',
        message:
          'the snapshot could not be saved (QUOTA_BYTES quota exceeded); it is used from memory',
      },
    ]);
    expect(await h.stored()).toBeUndefined();
  });
});

describe('a corrupt stored entry is dropped and refetched, never trusted', () => {
  const good = makeSnapshot(A, T0 - 60_000, V1);
  it.each<[string, unknown, string]>([
    ['garbage', 'not json at all', 'corrupt-entry'],
    ['a wrong field type', { ...good, fetchedAt: 'yesterday' }, 'corrupt-entry'],
    [
      'text edited behind its digest',
      { ...good, text: 'User-agent: *\nAllow: /\n' },
      'corrupt-entry',
    ],
    ['an entry for another origin', { ...good, origin: 'https://b.example' }, 'corrupt-entry'],
    ['an older schema', { ...good, schema: 0 }, 'old-schema'],
  ])('%s → %s', async (_, value, code) => {
    const h = harness({}, createMemoryStore({ [KEY_A]: value }));
    h.answer({ body: V2 });
    const r = await h.cache.get(A);
    expect(h.calls).toHaveLength(1);
    expect(r.warnings).toEqual([{ code, message: expect.any(String) }]);
    expect(r.snapshot).toMatchObject({ status: 'fetched', text: V2 });
    expect(await h.stored()).toEqual(r.snapshot);
  });

  it('a valid stored entry is used without fetching', async () => {
    const h = harness({}, createMemoryStore({ [KEY_A]: good }));
    expect(await h.cache.get(A)).toMatchObject({
      state: 'fresh',
      snapshot: { text: V1 },
      warnings: [],
    });
    expect(h.calls).toHaveLength(0);
  });

  it('a storage read failure answers as on first sight, with a warning', async () => {
    const base = createMemoryStore();
    const store: Store = { ...base, get: () => Promise.reject(new Error('IO error')) };
    const h = harness({}, store);
    const r = await h.cache.get(A);
    expect(r.snapshot.text).toBe(V1);
    expect(r.warnings).toMatchObject([{ code: 'storage-read-failed' }]);
  });

  it('eviction sweeps corrupt entries it meets', async () => {
    const h = harness(
      {},
      createMemoryStore({ 'robots:https://junk.example': { schema: 1 }, settings: { x: 1 } }),
    );
    await h.cache.get(A);
    expect([...(h.store as ReturnType<typeof createMemoryStore>).data.keys()].sort()).toEqual([
      `robots-history:${A}`,
      KEY_A,
      'settings',
    ]);
  });
});

describe('the inspector: list, remove, clear', () => {
  it('lists origin, status, state, age, bytes, digest, last use; most recent first', async () => {
    const h = harness();
    await h.cache.get(A);
    h.advance(7 * H);
    h.answer({ status: 404 });
    await h.cache.get('https://b.example');
    const rows = await h.cache.list();
    expect(rows).toEqual([
      expect.objectContaining({
        origin: 'https://b.example',
        status: 'absent',
        state: 'fresh',
        ageMs: 0,
        bytes: 0,
        httpStatus: 404,
      }),
      expect.objectContaining({
        origin: A,
        status: 'fetched',
        state: 'stale',
        ageMs: 7 * H,
        bytes: V1.length,
        sha256: sha(V1),
        lastUsedAt: T0,
      }),
    ]);
  });

  it('remove forgets one origin, clear forgets them all and nothing else', async () => {
    const h = harness({}, createMemoryStore({ settings: { agent: 'GPTBot' } }));
    await h.cache.get(A);
    await h.cache.get('https://b.example');
    await h.cache.remove(A);
    expect((await h.cache.list()).map((r) => r.origin)).toEqual(['https://b.example']);
    await h.cache.clear();
    expect(await h.cache.list()).toEqual([]);
    expect(await h.store.getAll()).toEqual({ settings: { agent: 'GPTBot' } });
  });

  it('a fetch landing after remove does not bring the entry back', async () => {
    const h = harness();
    const d = deferred();
    h.answer(d.next);
    const pending = h.cache.get(A);
    await d.started;
    await h.cache.remove(A);
    d.release();
    expect((await pending).snapshot.text).toBe(V2); // the caller still gets its answer
    expect(await h.stored()).toBeUndefined();
  });
});

describe('the cross-origin redirect setting', () => {
  it.each<['unavailable' | 'follow', Snapshot['status']]>([
    ['unavailable', 'unavailable'],
    ['follow', 'fetched'],
  ])('%s → %s', async (policy, status) => {
    const h = harness({ crossOriginPolicy: () => policy });
    h.answer({ body: V1, url: 'https://www.a.example/robots.txt', redirected: true });
    expect((await h.cache.get(A)).snapshot.status).toBe(status);
  });
});

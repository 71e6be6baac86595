/**
 * Issue 8, storage: a corrupt entry, an entry of an old schema and a full store each lead to a
 * defined outcome that the user sees in the report. The cache-level mechanics (which entries are
 * dropped, LRU eviction, the retry) are tested in test/unit/cache/createRobotsCache.test.ts
 * ("a corrupt stored entry is dropped and refetched, never trusted", "a full store"); here the
 * same situations go through createReportService, whose report is what the popup renders.
 */
import { describe, expect, it } from 'vitest';
import { createReportService } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import type { Store } from '@/lib/cache/types';
import { createRobotsFetcher } from '@/lib/fetch';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';
import { makeSnapshot } from '@/test/support/snapshots';

const ORIGIN = 'https://stored.example';
const KEY = `robots:${ORIGIN}`;
const T0 = 1_800_000_000_000;
const OLD = 'User-agent: *\nDisallow: /old\n';
const LIVE = 'User-agent: *\nDisallow: /live\n';

function service(store: Store) {
  let clock = T0;
  const now = () => clock;
  const fake = createFakeFetch(() => fakeResponse({ body: LIVE }));
  const errors: unknown[] = [];
  const cache = createRobotsCache({
    store,
    fetcher: createRobotsFetcher({ fetch: fake.fetch, now }),
    now,
    onError: (e) => errors.push(e),
  });
  const lens = createReportService({
    cache,
    settings: async () => DEFAULT_SETTINGS,
    version: '0.0.0',
    now,
  });
  return { lens, calls: fake.calls, errors, advance: (ms: number) => (clock += ms) };
}

/** A store whose writes fail as a full `storage.local` does. */
function fullStore(initial: Record<string, unknown> = {}) {
  const base = createMemoryStore(initial);
  const store: Store = {
    ...base,
    set: () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')),
  };
  return { base, store };
}

describe('a bad stored entry: dropped, refetched, and said in the report', () => {
  const good = makeSnapshot(ORIGIN, T0 - 60_000, OLD);
  it.each<[string, unknown, string]>([
    ['a string where an object was', '{"schema":1,', 'corrupt-entry'],
    [
      'text changed behind its SHA-256',
      { ...good, text: 'User-agent: *\nAllow: /\n' },
      'corrupt-entry',
    ],
    ['a field of the wrong type', { ...good, latencies: 'fast' }, 'corrupt-entry'],
    ['an entry of an older schema', { ...good, schema: 0 }, 'old-schema'],
    ['an entry of a newer schema', { ...good, schema: 3 }, 'old-schema'],
    ['an entry of schema 1 (before `cause`)', { ...good, schema: 1 }, 'old-schema'],
  ])('%s → %s', async (_, value, code) => {
    const store = createMemoryStore({ [KEY]: value });
    const s = service(store);
    const report = await s.lens.report(`${ORIGIN}/live/page`, 'Googlebot');
    // Never trusted: the verdict comes from the refetched text, not the stored one.
    expect(s.calls).toHaveLength(1);
    expect(report.verdict).toBe('disallowed');
    expect(report.rule?.pattern).toBe('/live');
    expect(report.warnings[0]).toEqual({ line: 0, code, message: expect.any(String) });
    // The good copy replaced the bad one: the next check neither fetches nor warns.
    const again = await s.lens.report(`${ORIGIN}/old/page`, 'Googlebot');
    expect(s.calls).toHaveLength(1);
    expect(again.verdict).toBe('allowed');
    expect(again.warnings).toEqual([]);
  });
});

describe('a full store', () => {
  it('still answers, warns not-persisted, and keeps what was stored before', async () => {
    const other = makeSnapshot('https://other.example', T0 - 60_000, OLD);
    const { base, store } = fullStore({
      'robots:https://other.example': other,
      settings: { defaultAgent: 'GPTBot' },
    });
    const s = service(store);
    const report = await s.lens.report(`${ORIGIN}/live/x`, 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.snapshot?.status).toBe('fetched');
    expect(report.warnings.map((w) => w.code)).toEqual(['not-persisted']);
    expect(report.warnings[0]?.message).toContain('QUOTA_BYTES');
    // Eviction ran (half of our bytes) before the retry; keys that are not ours stay.
    expect(base.data.has(KEY)).toBe(false);
    expect(base.data.get('settings')).toEqual({ defaultAgent: 'GPTBot' });
  });

  it('with nothing persisted, later checks answer from memory: no fetch per check', async () => {
    const { store } = fullStore();
    const s = service(store);
    const first = await s.lens.report(`${ORIGIN}/a`, 'Googlebot');
    expect(first.warnings.map((w) => w.code)).toContain('not-persisted');
    for (let i = 0; i < 20; i++) await s.lens.report(`${ORIGIN}/b${i}`, 'Googlebot');
    // A store that refuses every write must not turn each check into a first sight (a fetch
    // loop through the badge listener); the worker's memory keeps the last answer.
    expect(s.calls).toHaveLength(1);
  });
});

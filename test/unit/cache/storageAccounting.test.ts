import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRobotsCache, ROBOTS_KEY_PREFIX } from '@/lib/cache';
import { storedSize } from '@/lib/cache/planEviction';
import type { Store } from '@/lib/cache/types';
import { createRobotsFetcher } from '@/lib/fetch';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

const KIB = 1024;
const MAX = 4 * 1024 * KIB;

describe("storedSize counts as Chrome's quota does (issue 12 item 5)", () => {
  // chromium base/json/string_escape.cc: `<` → \u003C, U+2028/U+2029 → \u2028/\u2029; the
  // real-browser check is test/e2e/storageAccounting.test.ts (getBytesInUse).
  it.each([
    ['plain ASCII', 'abc', 5],
    ['`<` costs 6 bytes', '<<<', 2 + 18],
    ['`>` and `&` cost 1', '>&', 4],
    ['é costs its 2 UTF-8 bytes', 'é', 4],
    ['U+2028 costs 6 bytes', '\u2028', 8],
    ['a newline costs 2 (\\n)', '\n', 4],
  ])('%s', (_, value, bytes) => {
    expect(storedSize('k', value)).toBe(1 + bytes);
  });
});

/** A memory store that counts full scans and writes, and records the largest total it held. */
function countingStore() {
  const inner = createMemoryStore();
  const stats = { getAll: 0, set: 0, peak: 0 };
  // The snapshots' budget; the version history (`robots-history:`) has its own (1 MiB).
  const snapshotsTotal = () =>
    [...inner.data]
      .filter(([k]) => k.startsWith(ROBOTS_KEY_PREFIX))
      .reduce((sum, [k, v]) => sum + storedSize(k, v), 0);
  const store: Store = {
    get: (keys) => inner.get(keys),
    async set(items) {
      stats.set += 1;
      await inner.set(items);
      stats.peak = Math.max(stats.peak, snapshotsTotal());
    },
    remove: (keys) => inner.remove(keys),
    getAll() {
      stats.getAll += 1;
      return inner.getAll();
    },
  };
  return { store, stats, snapshotsTotal };
}

function cacheOver(store: Store, body: (url: string) => string) {
  const fake = createFakeFetch((url) => fakeResponse({ body: body(url) }));
  const now = () => 1_800_000_000_000;
  return createRobotsCache({
    store,
    fetcher: createRobotsFetcher({ fetch: fake.fetch, now }),
    now,
    maxTotalBytes: MAX,
  });
}

describe('the cache budget holds by that count', () => {
  it('three 500 KiB files of `<` stay within the 4 MiB budget (they cost ~3 MB each)', async () => {
    const { store, stats, snapshotsTotal } = countingStore();
    const cache = cacheOver(store, () => '<'.repeat(500 * KIB));
    for (const n of [1, 2, 3]) await cache.get(`https://${n}.example`);
    const rows = await cache.list();
    expect(rows.map((r) => r.origin)).toEqual(['https://3.example']);
    expect(rows[0]?.storedBytes).toBeGreaterThan(6 * 500 * KIB);
    expect(snapshotsTotal()).toBeLessThanOrEqual(MAX);
    expect(stats.peak).toBeLessThanOrEqual(MAX); // never over, not even for a moment
  });

  it('40 tabs at once: no re-scan per snapshot write, the budget never exceeded', async () => {
    const { store, stats } = countingStore();
    const cache = cacheOver(
      store,
      (url) => `User-agent: *\nDisallow: /${'x'.repeat(200 * KIB)}${url}\n`,
    );
    const origins = Array.from({ length: 40 }, (_, i) => `https://${i}.example`);
    await Promise.all(origins.map((o) => cache.get(o)));
    // The snapshot storage scans once; the version history (lib/cache/createRobotsHistory.ts)
    // still scans the store once per new version it records (40 here): not yet bounded.
    expect(stats.getAll).toBeLessThanOrEqual(1 + origins.length);
    expect(stats.getAll).toBeGreaterThan(0);
    expect(stats.set).toBeGreaterThanOrEqual(40); // one snapshot write each, plus history
    expect(stats.peak).toBeLessThanOrEqual(MAX);
    const rows = await cache.list();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.storedBytes, 0)).toBeLessThanOrEqual(MAX);
  }, 30_000); // 40 × 200 KiB through the history's scans: seconds on a loaded machine
});

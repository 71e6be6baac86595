import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/cache/createMemoryStore';
import { createRobotsCache } from '../../../lib/cache/createRobotsCache';
import { createRobotsHistory } from '../../../lib/cache/createRobotsHistory';
import { type HistoryLimits, planHistoryTrim } from '../../../lib/cache/planHistoryTrim';
import type { Snapshot } from '../../../lib/cache/snapshotTypes';
import { createRobotsFetcher } from '../../../lib/fetch/createRobotsFetcher';
import { changedSince } from '../../../lib/workbench';
import { createFakeFetch, fakeResponse } from '../../support/fakeFetch';
import { makeSnapshot } from '../../support/snapshots';

// DESIGN.md "History": the last versions of each origin's file, distinct SHA-256, first and last
// seen, bounded in count and bytes with the rest of the cache, oldest versions first.
const T0 = 1_700_000_000_000;
const H = 3_600_000;
const A = 'https://a.example';
const B = 'https://b.example';
const text = (n: number) => `User-agent: *\nDisallow: /v${n}\n`;

/**
 * The history as the cache drives it: each snapshot is stored under `robots:<origin>` first, then
 * recorded with the one it replaced (lib/cache/createRobotsCache.ts).
 */
function historyOn(limits?: HistoryLimits) {
  const store = createMemoryStore();
  const history = createRobotsHistory({
    store,
    cachedOrigins: async () =>
      new Set([...store.data.keys()].filter((k) => k.startsWith('robots:')).map((k) => k.slice(7))),
    ...(limits && { limits }),
  });
  let reads = 0;
  const getAll = store.getAll.bind(store);
  store.getAll = () => {
    reads += 1;
    return getAll();
  };
  const land = async (snapshot: Snapshot) => {
    const key = `robots:${snapshot.origin}`;
    const previous = (store.data.get(key) as Snapshot | undefined) ?? null;
    await store.set({ [key]: snapshot });
    await history.record(snapshot, previous);
  };
  return { store, history, land, reads: () => reads };
}

describe('robots.txt history', () => {
  it('keeps distinct versions newest first, with first and last seen', async () => {
    const { history, land } = historyOn();
    await land(makeSnapshot(A, T0, text(1)));
    await land(makeSnapshot(A, T0 + H, text(1)));
    await land(makeSnapshot(A, T0 + 2 * H, text(2)));
    const versions = await history.versions(A);
    expect(versions.map((v) => [v.text, v.firstSeen, v.lastSeen])).toEqual([
      [text(2), T0 + 2 * H, T0 + 2 * H],
      [text(1), T0, T0 + H],
    ]);
  });

  it('a text that comes back is the newest version once (SHA-256s stay distinct)', async () => {
    const { history, land } = historyOn();
    for (const [i, n] of [1, 2, 1].entries()) await land(makeSnapshot(A, T0 + i * H, text(n)));
    expect((await history.versions(A)).map((v) => v.text)).toEqual([text(1), text(2)]);
  });

  it('keeps at most maxVersions per origin, dropping the oldest', async () => {
    const { history, land } = historyOn({ maxVersions: 3, maxTotalBytes: 1e9 });
    for (let n = 1; n <= 5; n++) await land(makeSnapshot(A, T0 + n * H, text(n)));
    expect((await history.versions(A)).map((v) => v.text)).toEqual([text(5), text(4), text(3)]);
  });

  it('keeps within its byte budget: the least recently seen versions across origins go first', async () => {
    const big = (n: number) => `# ${'x'.repeat(1000)}\nDisallow: /${n}\n`;
    // Older versions hold their text (about 1,100 bytes each); the current ones hold none.
    const { history, land } = historyOn({ maxVersions: 10, maxTotalBytes: 2800 });
    await land(makeSnapshot(A, T0, big(1)));
    await land(makeSnapshot(B, T0 + H, big(2)));
    await land(makeSnapshot(A, T0 + 2 * H, big(3)));
    await land(makeSnapshot(B, T0 + 3 * H, big(4)));
    await land(makeSnapshot(A, T0 + 4 * H, big(5)));
    expect((await history.versions(A)).map((v) => v.text)).toEqual([big(5), big(3)]);
    expect((await history.versions(B)).map((v) => v.text)).toEqual([big(4), big(2)]);
  });

  it('the version just recorded stays even when it alone exceeds the budget', async () => {
    const { history, land } = historyOn({ maxVersions: 5, maxTotalBytes: 10 });
    await land(makeSnapshot(A, T0, text(1)));
    await land(makeSnapshot(A, T0 + H, text(2)));
    expect((await history.versions(A)).map((v) => v.text)).toEqual([text(2)]);
  });

  it('stores each text once: the current version takes its text from the snapshot (issue 12)', async () => {
    const { store, land } = historyOn();
    await land(makeSnapshot(A, T0, text(1)));
    await land(makeSnapshot(A, T0 + H, text(2)));
    const stored = JSON.stringify([...store.data.values()]);
    expect(stored.split('Disallow: /v1').length - 1).toBe(1);
    expect(stored.split('Disallow: /v2').length - 1).toBe(1);
  });

  it('an absent file after a fetched one: the old text moves into the history', async () => {
    const { history, land } = historyOn();
    await land(makeSnapshot(A, T0, text(1)));
    await land(makeSnapshot(A, T0 + H, '', { status: 'absent', httpStatus: 404 }));
    expect((await history.versions(A)).map((v) => v.text)).toEqual([text(1)]);
  });

  it('reads the whole store once, not once per new version (issue 12 round 2)', async () => {
    const { land, reads } = historyOn({ maxVersions: 3, maxTotalBytes: 1e9 });
    for (let n = 1; n <= 20; n++) await land(makeSnapshot(n % 2 ? A : B, T0 + n * H, text(n)));
    expect(reads()).toBe(1);
  });

  it('drops the history of an origin the cache evicted', () => {
    const plan = planHistoryTrim(
      new Map([[B, [{ sha256: 'b1', lastSeen: T0, size: 10 }]]]),
      new Set([A]),
      { maxVersions: 5, maxTotalBytes: 1e9 },
      null,
    );
    expect(plan).toEqual(new Map([[B, new Set(['b1'])]]));
  });

  it('ignores absent and unavailable snapshots, and a corrupt stored history', async () => {
    const { store, history, land } = historyOn();
    await land(makeSnapshot(A, T0, '', { status: 'absent', httpStatus: 404 }));
    expect(await history.versions(A)).toEqual([]);
    await store.set({ [`robots-history:${A}`]: [{ sha256: 1 }] });
    expect(await history.versions(A)).toEqual([]);
  });

  it('the cache records each landed fetch and forgets the history on remove and clear', async () => {
    const store = createMemoryStore();
    let body = text(1);
    let t = T0;
    const fake = createFakeFetch(() => fakeResponse({ body }));
    const cache = createRobotsCache({
      store,
      fetcher: createRobotsFetcher({ fetch: fake.fetch, now: () => t }),
      now: () => t,
    });
    await cache.get(A);
    body = text(2);
    t += H;
    await cache.refresh(A);
    const versions = await cache.versions(A);
    expect(versions.map((v) => v.text)).toEqual([text(2), text(1)]);
    // The popup's `changed` contract: added/removed line counts and the previous version's time.
    expect(changedSince(versions[0]?.sha256 ?? '', versions)).toMatchObject({
      added: 1,
      removed: 1,
      since: new Date(T0).toISOString(),
      lines: [
        { kind: 'removed', line: 2, text: 'Disallow: /v1' },
        { kind: 'added', line: 2, text: 'Disallow: /v2' },
      ],
    });
    await cache.remove(A);
    expect(await cache.versions(A)).toEqual([]);
    await cache.get(A);
    await cache.clear();
    expect([...store.data.keys()]).toEqual([]);
  });

  it('changedSince is null for a single version or when the report is older than the history', () => {
    const v = (n: number) => ({ sha256: `s${n}`, text: text(n), lastSeen: T0 + n });
    expect(changedSince('s1', [v(1)])).toBeNull();
    expect(changedSince('s1', [v(2), v(1)])).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cacheStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { DEFAULT_SETTINGS, validateSettings } from '@/lib/settings';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

const ORIGIN = 'https://tracker.example';
const HOUR = 3_600_000;

/** A site that tags every answer with an ETag, as a tracking site would (issue 12 item 6). */
function setup(options: { incognito?: boolean; revalidate?: boolean } = {}) {
  let clock = 1_800_000_000_000;
  const fake = createFakeFetch(() =>
    fakeResponse({ body: 'User-agent: *\nAllow: /\n', headers: { etag: '"visitor-42"' } }),
  );
  const cache = createRobotsCache({
    store: cacheStore({ incognito: options.incognito ?? false, area: fakeBrowser.storage.local }),
    fetcher: createRobotsFetcher({
      fetch: fake.fetch,
      now: () => clock,
      revalidate: () => options.revalidate ?? true,
    }),
    now: () => clock,
  });
  return { cache, calls: fake.calls, advance: (ms: number) => (clock += ms) };
}

describe('tracking (docs/security.md, issue 12 item 6)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('revalidates with the ETag by default (seed policy: 304 revalidation)', async () => {
    const { cache, calls, advance } = setup();
    await cache.get(ORIGIN);
    advance(7 * HOUR); // stale: refreshed with a conditional request
    await cache.get(ORIGIN);
    await cache.idle();
    expect(calls[1]?.headers['if-none-match']).toBe('"visitor-42"');
    expect(DEFAULT_SETTINGS.revalidate).toBe(true);
  });

  it('sends no validator when revalidation is off', async () => {
    const { cache, calls, advance } = setup({ revalidate: false });
    await cache.get(ORIGIN);
    advance(7 * HOUR);
    await cache.refresh(ORIGIN);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).not.toHaveProperty('if-none-match');
    expect(calls[1]?.headers).not.toHaveProperty('if-modified-since');
  });

  it.each([
    ['one origin', (c: ReturnType<typeof setup>['cache']) => c.remove(ORIGIN)],
    ['the whole cache', (c: ReturnType<typeof setup>['cache']) => c.clear()],
  ])('clearing %s drops the validators: the next request carries none', async (_, clear) => {
    const { cache, calls, advance } = setup();
    await cache.get(ORIGIN);
    await clear(cache);
    advance(20_000);
    await cache.get(ORIGIN);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).not.toHaveProperty('if-none-match');
  });

  it('an incognito context keeps its snapshots in memory: storage.local is never written', async () => {
    const { cache } = setup({ incognito: true });
    const result = await cache.get(ORIGIN);
    expect(result.snapshot.etag).toBe('"visitor-42"');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    const regular = setup({ incognito: false });
    await regular.cache.get(ORIGIN);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual([
      `robots-history:${ORIGIN}`,
      `robots:${ORIGIN}`,
    ]);
  });

  it('the revalidation setting is validated like the others', () => {
    expect(validateSettings({ ...DEFAULT_SETTINGS, revalidate: 'yes' })).toMatchObject({
      ok: false,
      issues: [{ field: 'revalidate' }],
    });
    expect(validateSettings({ ...DEFAULT_SETTINGS, revalidate: false })).toMatchObject({
      ok: true,
      value: { revalidate: false },
    });
  });
});

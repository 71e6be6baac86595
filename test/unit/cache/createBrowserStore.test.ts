import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBrowserStore } from '@/lib/cache/createBrowserStore';
import { createRobotsCache } from '@/lib/cache/createRobotsCache';
import { createRobotsFetcher } from '@/lib/fetch/createRobotsFetcher';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

describe('createBrowserStore over storage.local', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('sets, gets (leaving missing keys out), lists and removes', async () => {
    const store = createBrowserStore(fakeBrowser.storage.local);
    await store.set({ 'robots:a': { n: 1 }, other: 'x' });
    expect(await store.get(['robots:a', 'robots:missing'])).toEqual({ 'robots:a': { n: 1 } });
    expect(await store.get([])).toEqual({});
    expect(await store.getAll()).toEqual({ 'robots:a': { n: 1 }, other: 'x' });
    await store.remove(['robots:a']);
    await store.remove([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ other: 'x' });
  });

  it('a cache over it survives a new instance (the worker restarted) and leaves other keys alone', async () => {
    const fake = createFakeFetch(() => fakeResponse({ body: 'User-agent: *\nDisallow: /\n' }));
    const make = () =>
      createRobotsCache({
        store: createBrowserStore(fakeBrowser.storage.local),
        fetcher: createRobotsFetcher({ fetch: fake.fetch, now: () => 1_000 }),
        now: () => 1_000,
      });
    await fakeBrowser.storage.local.set({ settings: { agent: 'Googlebot' } });
    const first = await make().get('https://example.com');
    const second = await make().get('https://example.com');
    expect(fake.calls).toHaveLength(1);
    expect(second.snapshot).toEqual(first.snapshot);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual([
      'robots-history:https://example.com',
      'robots:https://example.com',
      'settings',
    ]);
    await make().clear();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ settings: { agent: 'Googlebot' } });
  });
});

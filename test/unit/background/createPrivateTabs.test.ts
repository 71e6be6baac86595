import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createReportService, createTabBadges } from '@/lib/background';
import { createPrivateTabs } from '@/lib/background/createPrivateTabs';
import { cacheStore, createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

// Issue 12 item 6: Firefox has no split incognito mode, so one background sees private and
// regular tabs; a private tab's automatic check must never reach storage.local.
describe('private tabs keep their checks in memory', () => {
  beforeEach(() => fakeBrowser.reset());

  it('notes private tabs and forgets them; a regular tab is never private', () => {
    const tabs = createPrivateTabs();
    tabs.note({ id: 1, url: 'https://a.example/', incognito: true });
    tabs.note({ id: 2, url: 'https://b.example/', incognito: false });
    expect([tabs.isPrivate(1), tabs.isPrivate(2)]).toEqual([true, false]);
    expect(tabs.showsPrivately('https://a.example/')).toBe(true);
    expect(tabs.showsPrivately('https://b.example/')).toBe(false);
    tabs.note({ id: 1, url: 'https://a.example/', incognito: false }); // moved to a regular window
    expect(tabs.isPrivate(1)).toBe(false);
    tabs.note({ id: 3, url: 'https://c.example/', incognito: true });
    tabs.forget(3);
    expect(tabs.showsPrivately('https://c.example/')).toBe(false);
  });

  it("a private tab's badge check uses the memory cache; a regular one persists", async () => {
    const fake = createFakeFetch(() => fakeResponse({ body: 'User-agent: *\nAllow: /\n' }));
    const now = () => 1_800_000_000_000;
    const make = (store: ReturnType<typeof createMemoryStore> | ReturnType<typeof cacheStore>) =>
      createReportService({
        cache: createRobotsCache({
          store,
          fetcher: createRobotsFetcher({ fetch: fake.fetch, now }),
          now,
        }),
        settings: async () => DEFAULT_SETTINGS,
        version: '0',
        now,
      });
    const lens = make(cacheStore({ incognito: false, area: fakeBrowser.storage.local }));
    const privateLens = make(createMemoryStore());
    const tabs = createPrivateTabs();
    tabs.note({ id: 7, url: 'https://secret.example/', incognito: true });
    const badges = createTabBadges({
      action: {
        setBadgeText: async () => {},
        setBadgeBackgroundColor: async () => {},
        setTitle: async () => {},
        setIcon: async () => {},
      },
      report: (url, tabId) => (tabs.isPrivate(tabId) ? privateLens : lens).report(url),
      queryTabs: async () => [],
      autoCheck: async () => true,
      defaultAgent: async () => 'Googlebot',
    });
    await badges.check(7, 'https://secret.example/');
    expect(fake.calls.map((c) => c.url)).toEqual(['https://secret.example/robots.txt']);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    await badges.check(8, 'https://public.example/');
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual([
      'robots-history:https://public.example',
      'robots:https://public.example',
    ]);
  });
});

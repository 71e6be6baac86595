import { browser } from 'wxt/browser';
import { cacheStore, createMemoryStore, createRobotsCache, type Store } from '@/lib/cache';
import { createRobotsFetcher, originOf } from '@/lib/fetch';
import { createLensService } from '@/lib/lens-service';
import { registerHandlers, SITEMAP_PORT } from '@/lib/messaging';
import { createRequestGuard, type RequestGuardDeps } from '@/lib/net';
import { createPrivateTabs } from '@/lib/privateTabs';
import { DEFAULT_SETTINGS, loadSettings, type Settings, watchSettings } from '@/lib/settings';
import { type PortLike, serveSitemapPort } from '@/lib/sitemap-port';
import { createTabBadges } from '@/lib/tab-badges';

/** Well under the 10 MB storage.local quota, which the settings share. */
const CACHE_MAX_BYTES = 4 * 1024 * 1024;

// Wiring only: every decision lives in lib/. Nothing here is the source of truth; the
// worker may be stopped at any moment and rebuilds all of this from storage.
export default defineBackground(() => {
  const now = () => Date.now();
  const doFetch: typeof fetch = (...args) => fetch(...args);
  const version = browser.runtime.getManifest().version;
  let current: Settings = DEFAULT_SETTINGS;
  const ready = loadSettings().then(
    (s) => (current = s),
    (error: unknown) => {
      // Storage could not be read: checks still answer, with the defaults.
      console.error('Robots Lens: settings could not be read; using the defaults:', error);
      return current;
    },
  );
  const settings = async () => {
    await ready;
    return current;
  };

  // DESIGN.md "Security and privacy": no request of ours may reach the user's network.
  const guard = createRequestGuard({
    dnr: browser.declarativeNetRequest as RequestGuardDeps['dnr'],
    webRequest: browser.webRequest as unknown as RequestGuardDeps['webRequest'],
    extensionId: browser.runtime.id,
    ownOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
    blocking: import.meta.env.FIREFOX,
  });
  const makeCache = (store: Store) =>
    createRobotsCache({
      store,
      fetcher: createRobotsFetcher({
        fetch: doFetch,
        now,
        guard,
        revalidate: () => current.revalidate,
      }),
      now,
      maxTotalBytes: CACHE_MAX_BYTES,
      windows: () => ({
        freshMs: current.freshMs,
        staleMs: current.staleMs,
        degradedMs: current.expireMs,
      }),
      crossOriginPolicy: () => current.crossOrigin,
    });
  // Incognito visits never reach storage.local: Chrome runs a separate incognito worker
  // ("incognito": "split") whose whole cache is in memory; Firefox has one background for both,
  // so private tabs (and popups checking what a private tab shows) use a memory-only cache.
  const cache = makeCache(
    cacheStore({
      incognito: browser.extension?.inIncognitoContext === true,
      area: browser.storage.local,
    }),
  );
  const privateCache = makeCache(createMemoryStore());
  const privateTabs = createPrivateTabs();
  const lens = createLensService({ cache, settings, version, now });
  const privateLens = createLensService({ cache: privateCache, settings, version, now });
  const lensFor = (url: string) => (privateTabs.showsPrivately(url) ? privateLens : lens);
  const badges = createTabBadges({
    action: (browser.action ?? browser.browserAction) as never,
    report: (url, tabId) => (privateTabs.isPrivate(tabId) ? privateLens : lens).report(url),
    queryTabs: async () => {
      const tabs = await browser.tabs.query({});
      for (const tab of tabs) privateTabs.note(tab);
      return tabs;
    },
    autoCheck: async () => (await settings()).autoCheck,
    defaultAgent: async () => (await settings()).defaultAgent,
  });

  registerHandlers({
    ping: () => ({ from: 'background', version }),
    getReport: ({ url, agent }) => lensFor(url).report(url, agent),
    refresh: ({ url, agent }) => lensFor(url).refresh(url, agent),
    listCache: async () => ({ entries: await cache.list(), maxBytes: CACHE_MAX_BYTES }),
    refreshOrigin: ({ origin }) => cache.refresh(origin).then(() => cache.list()),
    removeOrigin: ({ origin }) => cache.remove(origin).then(() => cache.list()),
    clearCache: () => cache.clear().then(() => cache.list()),
  });

  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== SITEMAP_PORT) return;
    serveSitemapPort(port as unknown as PortLike, {
      lens,
      fetch: doFetch,
      guard,
      cachedRobots: async (url) => {
        const origin = originOf(url);
        const from = privateTabs.showsPrivately(url) ? privateCache : cache;
        return origin.ok ? from.get(origin.origin) : null;
      },
    });
  });

  browser.tabs.onUpdated.addListener((tabId, changeInfo, tab) => {
    privateTabs.note(tab);
    // changeInfo.url: navigations and single-page-app URL changes (history.pushState). A loaded
    // page (a reload included: no URL change) is painted again, since Chrome clears a tab's badge
    // when a new document commits.
    if (changeInfo.url) void badges.check(tabId, changeInfo.url);
    else if (changeInfo.status === 'complete' && tab.url) void badges.check(tabId, tab.url, true);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    badges.forget(tabId);
    privateTabs.forget(tabId);
  });
  cache.onUpdate((origin) => void badges.checkOrigin(origin));
  privateCache.onUpdate((origin) => void badges.checkOrigin(origin));
  watchSettings((next) => {
    current = next;
    void badges.checkAll();
  });
  // A restarted worker repaints every open tab from the stored snapshots, a moment after the
  // message that woke it (often the popup's first request) has been answered.
  setTimeout(() => void ready.then(() => badges.checkAll()), 250);
});

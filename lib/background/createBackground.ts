import {
  cacheStore,
  createMemoryStore,
  createRobotsCache,
  type StorageAreaLike,
  type Store,
  windowsOf,
} from '@/lib/cache';
import { createRobotsFetcher, originOf } from '@/lib/fetch';
import type { Handlers } from '@/lib/messaging';
import { SITEMAP_PORT } from '@/lib/messaging';
import { type RequestGuard, refusePrivate } from '@/lib/net';
import { createChangeNotice } from './createChangeNotice';
import { createLiveSettings, type LiveSettingsDeps } from './createLiveSettings';
import { createPrivateTabs, type TabLike } from './createPrivateTabs';
import { createReportService } from './createReportService';
import { createTabBadges, type TabInfo } from './createTabBadges';
import type { ActionApi } from './paintBadge';
import { type PortLike, serveSitemapPort } from './serveSitemapPort';

/** Well under the 10 MB storage.local quota, which the settings share. */
export const CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** A restarted worker repaints the open tabs this long after it wakes (see `start`). */
const REPAINT_DELAY_MS = 250;

export interface BackgroundDeps {
  /** `storage.local`: where the snapshots live. */
  storage: StorageAreaLike;
  fetch: typeof fetch;
  action: ActionApi;
  tabs: { query(query: Record<string, never>): Promise<TabInfo[]> };
  /** `browser.scripting`, for features that read the page itself; the robots.txt checks do not. */
  scripting?: unknown;
  now: () => number;
  version: string;
  /** Settings source; the stored settings (lib/settings) when left out. */
  settings?: LiveSettingsDeps;
  /** Keeps every request of ours out of the user's network (lib/net); none in unit tests. */
  guard?: RequestGuard;
  /**
   * This worker serves an incognito context (Chrome's split mode): its whole cache stays in
   * memory. Either way, private tabs seen by a shared background (Firefox) use a memory cache.
   */
  incognito?: boolean;
}

/** Tab events the background follows (`tabs.onUpdated` arguments, narrowed). */
export interface TabChange {
  url?: string;
  status?: string;
}

/**
 * The composition root of the background: builds the cache, the report service, the tab
 * badges and the sitemap port from what the browser gives, and returns the handlers and
 * listeners for entrypoints/background.ts to bind. Nothing is the source of truth here: the
 * worker may be stopped at any moment and rebuilds all of this from storage.
 */
export function createBackground(deps: BackgroundDeps) {
  const { now, version } = deps;
  const settings = createLiveSettings(deps.settings);
  const makeCache = (store: Store) =>
    createRobotsCache({
      store,
      fetcher: createRobotsFetcher({
        fetch: deps.fetch,
        now,
        guard: deps.guard,
        revalidate: () => settings.current().revalidate,
      }),
      now,
      maxTotalBytes: CACHE_MAX_BYTES,
      windows: () => windowsOf(settings.current()),
      crossOriginPolicy: () => settings.current().crossOrigin,
    });
  // Incognito visits never reach storage.local (docs/security.md).
  const cache = makeCache(cacheStore({ incognito: deps.incognito ?? false, area: deps.storage }));
  const privateCache = makeCache(createMemoryStore());
  const privateTabs = createPrivateTabs();
  const reportDeps = { settings: settings.ready, version, now };
  const regular = createReportService({ cache, ...reportDeps });
  const hidden = createReportService({ cache: privateCache, ...reportDeps });
  /** Popup checks of a URL that a private tab shows stay in memory too. */
  const reportsFor = (url: string) => (privateTabs.showsPrivately(url) ? hidden : regular);
  const reports = {
    report: (url: string, agent?: string) => reportsFor(url).report(url, agent),
    refresh: (url: string, agent?: string) => reportsFor(url).refresh(url, agent),
    checker: (url: string, agent: string) => reportsFor(url).checker(url, agent),
  };
  const badges = createTabBadges({
    action: deps.action,
    report: (url, tabId) => (privateTabs.isPrivate(tabId) ? hidden : regular).report(url),
    queryTabs: async () => {
      const tabs = await deps.tabs.query({});
      for (const tab of tabs) privateTabs.note(tab);
      return tabs;
    },
    autoCheck: async () => (await settings.ready()).autoCheck,
    defaultAgent: async () => (await settings.ready()).defaultAgent,
  });

  const withChanged = createChangeNotice(cache);
  const handlers: Handlers = {
    ping: () => ({ from: 'background', version }),
    getReport: ({ url, agent }) => reports.report(url, agent).then(withChanged),
    refresh: ({ url, agent }) => reports.refresh(url, agent).then(withChanged),
    listCache: async () => ({ entries: await cache.list(), maxBytes: CACHE_MAX_BYTES }),
    refreshOrigin: ({ origin }) => cache.refresh(origin).then(() => cache.list()),
    removeOrigin: ({ origin }) => cache.remove(origin).then(() => cache.list()),
    clearCache: () => cache.clear().then(() => cache.list()),
    getRobotsSource: async ({ origin }) => {
      const { snapshot: s } = await cache.get(origin);
      const { robotsUrl, status, httpStatus, text, sha256, fetchedAt, error } = s;
      const versions = await cache.versions(s.origin);
      return {
        origin: s.origin,
        robotsUrl,
        status,
        httpStatus,
        text,
        sha256,
        fetchedAt,
        error,
        versions,
      };
    },
  };

  return {
    handlers,
    reports,
    cache,
    badges,
    onConnect(port: { name: string }) {
      if (port.name !== SITEMAP_PORT) return;
      serveSitemapPort(port as unknown as PortLike, {
        reports,
        fetch: deps.fetch,
        guard: deps.guard,
        refuse: (pageUrl) => {
          const page = originOf(pageUrl);
          return refusePrivate(page.ok ? page.origin : pageUrl);
        },
      });
    },
    /**
     * `change.url`: navigations and single-page-app URL changes (history.pushState). A loaded
     * page (a reload included: no URL change) is painted again, since Chrome clears a tab's
     * badge when a new document commits.
     */
    onTabUpdated(tabId: number, change: TabChange, tab: TabLike) {
      privateTabs.note({ ...tab, id: tabId });
      if (change.url) void badges.check(tabId, change.url);
      else if (change.status === 'complete' && tab.url) void badges.check(tabId, tab.url, true);
    },
    onTabRemoved(tabId: number) {
      badges.forget(tabId);
      privateTabs.forget(tabId);
    },
    /** Starts following the cache and the settings; repaints the open tabs once awake. */
    start() {
      cache.onUpdate((origin) => void badges.checkOrigin(origin));
      privateCache.onUpdate((origin) => void badges.checkOrigin(origin));
      settings.watch(() => void badges.checkAll());
      // A restarted worker repaints every open tab from the stored snapshots, a moment after
      // the message that woke it (often the popup's first request) has been answered.
      setTimeout(() => void settings.ready().then(() => badges.checkAll()), REPAINT_DELAY_MS);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

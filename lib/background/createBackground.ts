import {
  createBrowserStore,
  createRobotsCache,
  type StorageAreaLike,
  windowsOf,
} from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import type { Handlers } from '@/lib/messaging';
import { SITEMAP_PORT } from '@/lib/messaging';
import { createChangeNotice } from './createChangeNotice';
import { createLiveSettings, type LiveSettingsDeps } from './createLiveSettings';
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
  const cache = createRobotsCache({
    store: createBrowserStore(deps.storage),
    fetcher: createRobotsFetcher({ fetch: deps.fetch, now }),
    now,
    maxTotalBytes: CACHE_MAX_BYTES,
    windows: () => windowsOf(settings.current()),
    crossOriginPolicy: () => settings.current().crossOrigin,
  });
  const reports = createReportService({ cache, settings: settings.ready, version, now });
  const badges = createTabBadges({
    action: deps.action,
    report: (url) => reports.report(url),
    queryTabs: () => deps.tabs.query({}),
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
      serveSitemapPort(port as unknown as PortLike, { reports, fetch: deps.fetch });
    },
    /**
     * `change.url`: navigations and single-page-app URL changes (history.pushState). A loaded
     * page (a reload included: no URL change) is painted again, since Chrome clears a tab's
     * badge when a new document commits.
     */
    onTabUpdated(tabId: number, change: TabChange, tab: { url?: string }) {
      if (change.url) void badges.check(tabId, change.url);
      else if (change.status === 'complete' && tab.url) void badges.check(tabId, tab.url, true);
    },
    onTabRemoved(tabId: number) {
      badges.forget(tabId);
    },
    /** Starts following the cache and the settings; repaints the open tabs once awake. */
    start() {
      cache.onUpdate((origin) => void badges.checkOrigin(origin));
      settings.watch(() => void badges.checkAll());
      // A restarted worker repaints every open tab from the stored snapshots, a moment after
      // the message that woke it (often the popup's first request) has been answered.
      setTimeout(() => void settings.ready().then(() => badges.checkAll()), REPAINT_DELAY_MS);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

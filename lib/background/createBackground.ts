import {
  cacheStore,
  createLandedPorts,
  createMemoryStore,
  createRobotsCache,
  LANDED_PORT,
  type LandedPortLike,
  type StorageAreaLike,
  type Store,
  windowsOf,
} from '@/lib/cache';
import { createRobotsFetcher, isHttpUrl, originOf } from '@/lib/fetch';
import type { Handlers } from '@/lib/messaging';
import { SITEMAP_PORT } from '@/lib/messaging';
import { guardFetch, protectionLost, type RequestGuard, refusePrivate } from '@/lib/net';
import {
  createPageSignals,
  createTabHeaders,
  readLiveHead,
  type ScriptingLike,
  type SessionStoreLike,
  sessionStore,
  type WebRequestLike,
} from '@/lib/page';
import type { Report } from '@/lib/report';
import { REQUEST_PORT, type RequestPortLike, serveRequestPort } from '@/lib/requestPort';
import { badgeIndexingOf } from './badgeIndexing';
import { createChangeNotice } from './createChangeNotice';
import { createFirstScreens } from './createFirstScreens';
import { createInflight } from './createInflight';
import { createLiveSettings, type LiveSettingsDeps } from './createLiveSettings';
import { createPrivateTabs, type TabLike } from './createPrivateTabs';
import { createReportService } from './createReportService';
import { createTabBadges } from './createTabBadges';
import { markPhase } from './markPhase';
import type { ActionApi } from './paintBadge';
import { type PortLike, serveSitemapPort } from './serveSitemapPort';

/** Well under the 10 MB storage.local quota, which the settings share. */
export const CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** A restarted worker repaints the open tabs this long after it wakes, answers sent (see `start`). */
const REPAINT_DELAY_MS = 250;

export interface BackgroundDeps {
  /** `storage.local`: where the snapshots live. */
  storage: StorageAreaLike;
  fetch: typeof fetch;
  action: ActionApi;
  tabs: { query(query: { active?: true; lastFocusedWindow?: true }): Promise<TabLike[]> };
  /** `browser.scripting`: reads the checked tab's head for the page's own signals. */
  scripting?: ScriptingLike;
  /** `browser.webRequest`: observes main-frame response headers (never blocks). */
  webRequest?: WebRequestLike;
  /** `storage.session`: where each tab's observed headers live; memory when left out. */
  session?: SessionStoreLike;
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
  // Issue 17: each answer's first screen, for a popup that opens while the worker is stopped.
  // Private tabs' answers are not kept (they stay in this worker's memory only).
  const firstScreens = createFirstScreens(deps.incognito ? undefined : deps.session);
  const kept =
    (url: string, agent: string | undefined, shared: boolean) =>
    (report: Report): Report => {
      if (shared) void firstScreens.remember(url, agent, report);
      return report;
    };
  const reports = {
    report: (url: string, agent?: string) => reportsFor(url).report(url, agent),
    popupReport: (url: string, agent?: string) =>
      reportsFor(url)
        .popupReport(url, agent)
        .then(kept(url, agent, reportsFor(url) === regular)),
    refresh: (url: string, agent?: string) =>
      reportsFor(url)
        .refresh(url, agent)
        .then(kept(url, agent, reportsFor(url) === regular)),
    checker: (url: string, agent: string) => reportsFor(url).checker(url, agent),
    warm: (url: string) =>
      reportsFor(url)
        .warm(url)
        .then(kept(url, undefined, reportsFor(url) === regular)),
  };
  const badges = createTabBadges({
    action: deps.action,
    report: (url, tabId) =>
      privateTabs.isPrivate(tabId)
        ? hidden.badge(url)
        : regular.badge(url).then(kept(url, undefined, true)),
    queryTabs: async () => {
      const tabs = await deps.tabs.query({});
      for (const tab of tabs) privateTabs.note(tab);
      return tabs;
    },
    autoCheck: async () => (await settings.ready()).autoCheck,
    defaultAgent: async () => (await settings.ready()).defaultAgent,
    indexingOn: async () => (await settings.ready()).badgeIndexing,
    // The loaded tab's observed headers and live head, read only when the user opted in.
    indexing: async (url, tabId, agent) =>
      badgeIndexingOf(await pageSignals.get({ url, agent, tabId })),
  });

  const answers = createInflight();
  // Observe-only, set up at once so a page loading while the worker sleeps wakes it (issue 15).
  const tabHeaders = deps.webRequest
    ? createTabHeaders({
        webRequest: deps.webRequest,
        store: sessionStore(deps.session),
        onKept: (tabId, url) => void badges.headersKept(tabId, url),
      })
    : null;
  const { scripting, guard } = deps;
  /** The page checked by URL and its AI files: kept out of the user's network like robots.txt. */
  const pageFetch: typeof fetch = guard
    ? (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const page = originOf(url);
        return guardFetch(deps.fetch, guard, page.ok ? page.origin : url)(input, init);
      }
    : deps.fetch;
  const pageSignals = createPageSignals({
    tabHeaders,
    liveHead: async (tabId, max) =>
      scripting
        ? readLiveHead(scripting, tabId, max)
        : {
            ok: false,
            code: 'no-scripting',
            reason: 'this browser lets the extension read no page',
          },
    fetch: pageFetch,
    report: (url, agent) => reports.report(url, agent),
    now,
  });

  const withChanged = createChangeNotice(cache);
  /** Pages told when a memory-only cache lands a fetch (storage.onChanged cannot tell them). */
  const landed = createLandedPorts((error) => console.error('Robots Lens: landed port:', error));
  const handlers: Handlers = {
    ping: () => ({ from: 'background', version }),
    getReport: ({ url, agent }) =>
      answers.track(
        withChanged(url, reports.popupReport(url, agent)).then((report) => {
          markPhase('bg:changed');
          return report;
        }),
      ),
    refresh: ({ url, agent }) => answers.track(withChanged(url, reports.refresh(url, agent))),
    listCache: async () => ({ entries: await cache.list(), maxBytes: CACHE_MAX_BYTES }),
    refreshOrigin: ({ origin }) => cache.refresh(origin).then(() => cache.list()),
    removeOrigin: ({ origin }) => cache.remove(origin).then(() => cache.list()),
    clearCache: () => cache.clear().then(() => cache.list()),
    getPageSignals: (request) => pageSignals.get(request),
    getAiFile: (request) => pageSignals.aiFile(request),
    getProtection: () => guard?.protection() ?? protectionLost('no-guard'),
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

  /** The active tab's report, when automatic checks are on (off: only the popup fetches). */
  async function warmActiveTab(): Promise<void> {
    const [tab] = await deps.tabs.query({ active: true, lastFocusedWindow: true });
    if (tab) privateTabs.note(tab); // a private tab's warm-up stays in memory
    if (!tab?.url || !isHttpUrl(tab.url) || !(await settings.ready()).autoCheck) return;
    await reports.warm(tab.url);
    markPhase('bg:warmed');
  }

  return {
    handlers,
    reports,
    cache,
    badges,
    onConnect(port: { name: string }) {
      if (port.name === REQUEST_PORT) serveRequestPort(port as RequestPortLike, handlers);
      if (port.name === LANDED_PORT) landed.add(port as LandedPortLike);
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
      if (change.url) {
        void tabHeaders?.navigated(tabId, change.url);
        // A single-page app's URL change comes on a loaded page: its head is there to read.
        void badges.check(tabId, change.url, { loaded: tab.status === 'complete' });
      } else if (change.status === 'complete' && tab.url)
        void badges.check(tabId, tab.url, { quiet: true, loaded: true });
    },
    onTabRemoved(tabId: number) {
      badges.forget(tabId);
      privateTabs.forget(tabId);
      void tabHeaders?.forget(tabId);
    },
    /**
     * Starts following the cache and the settings; warms the active tab's report, then repaints
     * the open tabs once awake.
     */
    start() {
      cache.onUpdate((origin) => {
        void firstScreens.forgetOrigin(origin);
        void badges.checkOrigin(origin);
        if (deps.incognito) landed.tell(origin); // Chrome's incognito worker stores nothing
      });
      privateCache.onUpdate((origin) => {
        void badges.checkOrigin(origin);
        landed.tell(origin);
      });
      settings.watch(() => {
        void firstScreens.clear();
        void badges.checkAll();
      });
      // A restarted worker repaints every open tab from the stored snapshots, a moment after
      // the message that woke it (often the popup's first request) has been answered: on a
      // loaded machine that answer can take longer than the delay, so it is waited for.
      // Chrome starts a stopped worker while the popup page loads, before the popup asks:
      // reading, parsing and checking the active tab's robots.txt now (what the repaint below
      // would do) leaves the popup's request only the report to build (docs/decisions.md).
      void warmActiveTab().catch((error: unknown) =>
        console.error('Robots Lens: warming the active tab failed:', error),
      );
      const repaint = async () => {
        await answers.idle();
        await settings.ready();
        await badges.checkAll();
      };
      setTimeout(
        () =>
          void repaint().catch((error: unknown) =>
            console.error('Robots Lens: repainting the open tabs failed:', error),
          ),
        REPAINT_DELAY_MS,
      );
    },
  };
}

export type Background = ReturnType<typeof createBackground>;

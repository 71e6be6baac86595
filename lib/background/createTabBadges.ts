import { isHttpUrl } from '@/lib/fetch';
import { documentUrl } from '@/lib/page/tabHeaders';
import type { Report } from '@/lib/report';
import type { BadgeIndexing } from './badgeIndexing';
import { type BadgeState, badgeLook } from './badgeLook';
import { type ActionApi, paintBadge } from './paintBadge';

export interface TabInfo {
  id?: number;
  url?: string;
  /** `complete` once the page loaded (its head can be read). */
  status?: string;
}

/** How a check runs: `quiet` shows no `…` first (a re-check); `loaded`: the page finished loading. */
export interface CheckHow {
  quiet?: boolean;
  loaded?: boolean;
}

export interface TabBadgeDeps {
  action: ActionApi;
  /** The report for a URL with the default crawler (the tab says which cache: private or not). */
  report: (url: string, tabId: number) => Promise<Report>;
  queryTabs: () => Promise<TabInfo[]>;
  autoCheck: () => Promise<boolean>;
  defaultAgent: () => Promise<string>;
  /** The user opted in to the indexing state on the badge (setting `badgeIndexing`). */
  indexingOn?: () => Promise<boolean>;
  /** The loaded tab's indexing state for the crawler (its observed headers and head). */
  indexing?: (url: string, tabId: number, agent: string) => Promise<BadgeIndexing | null>;
}

/**
 * Keeps every tab's badge in step with its page: on navigation and single-page-app URL
 * changes, when the default crawler changes, when a refresh lands, and after the worker
 * restarts (the worker keeps nothing: it re-derives every badge from the stored snapshots).
 */
export function createTabBadges(deps: TabBadgeDeps) {
  /** The latest check per tab, so a slow check never paints over a newer one. */
  const pending = new Map<number, object>();
  /**
   * The URL each tab finished loading: a re-check that does not know (a repaint from `tabs.query`
   * taken while the page was still loading) must not drop the indexing state a load made readable.
   */
  const loadedUrls = new Map<number, string>();

  async function paint(tabId: number, state: BadgeState, agent: string, detail?: string) {
    await paintBadge(deps.action, tabId, badgeLook(state, agent, detail));
  }

  /**
   * `quiet`: a re-check of a tab already painted (settings changed, worker restarted) shows no
   * `…`. `loaded`: the page finished loading, so its indexing state can be read (when opted in).
   */
  async function check(tabId: number, url: string, how: CheckHow = {}): Promise<void> {
    const mine = {};
    pending.set(tabId, mine);
    if (how.loaded) loadedUrls.set(tabId, url);
    else if (!how.quiet) loadedUrls.delete(tabId); // a navigation: the new page is not loaded yet
    const loaded = loadedUrls.get(tabId) === url;
    const current = () => pending.get(tabId) === mine;
    if (!isHttpUrl(url)) return paint(tabId, 'not-applicable', await deps.defaultAgent());
    if (!(await deps.autoCheck())) return paint(tabId, 'off', await deps.defaultAgent());
    if (!how.quiet) await paint(tabId, 'loading', await deps.defaultAgent());
    let report: Report;
    try {
      report = await deps.report(url, tabId);
    } catch (error) {
      // Our own failure, not robots.txt's: the badge claims no verdict (the popup says why).
      console.error(`Robots Lens: checking ${url} failed:`, error);
      if (current()) await paint(tabId, 'error', await deps.defaultAgent());
      return;
    }
    if (!current()) return; // a newer check owns the badge now
    const indexing = loaded ? await indexingOf(url, tabId, report) : null;
    if (!current()) return;
    if (indexing) await paint(tabId, indexing.state, report.agent, indexing.source);
    else await paint(tabId, report.verdict, report.agent);
  }

  /** Only for a crawl verdict robots.txt gave, and only when the user opted in. */
  async function indexingOf(url: string, tabId: number, report: Report) {
    if (report.verdict !== 'allowed' && report.verdict !== 'disallowed') return null;
    if (!deps.indexing || !(await deps.indexingOn?.())) return null;
    try {
      return await deps.indexing(url, tabId, report.agent);
    } catch (error) {
      // The verdict stands; the popup says what the page's signals are and why they failed.
      console.error(`Robots Lens: reading the indexing state of ${url} failed:`, error);
      return null;
    }
  }

  async function checkAll(filter: (url: string) => boolean = () => true): Promise<void> {
    const tabs = await deps.queryTabs();
    await Promise.all(
      tabs
        .filter((t): t is Required<TabInfo> => t.id !== undefined && typeof t.url === 'string')
        .filter((t) => filter(t.url))
        .map((t) => check(t.id, t.url, { quiet: true, loaded: t.status === 'complete' })),
    );
  }

  return {
    check,
    checkAll,
    /** Re-badges the tabs showing pages of one origin (a refresh landed). */
    checkOrigin: (origin: string) =>
      checkAll((url) => url.startsWith(`${origin}/`) || url === origin),
    /**
     * A tab's main-frame headers were kept. Firefox can deliver them after the tab's `complete`
     * (its observe-only webRequest events come on their own, seen 200 ms late): the loaded page's
     * check then read none. Opted in, a tab still showing that document is checked again.
     */
    async headersKept(tabId: number, url: string): Promise<void> {
      if (!(await deps.indexingOn?.())) return;
      const loaded = loadedUrls.get(tabId);
      if (loaded !== undefined && documentUrl(loaded) === url)
        await check(tabId, loaded, { quiet: true, loaded: true });
    },
    forget(tabId: number) {
      pending.delete(tabId);
      loadedUrls.delete(tabId);
    },
  };
}

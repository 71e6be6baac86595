import { isHttpUrl } from '@/lib/fetch';
import type { Report } from '@/lib/report';
import { type BadgeState, badgeLook } from './badgeLook';
import { type ActionApi, paintBadge } from './paintBadge';

export interface TabInfo {
  id?: number;
  url?: string;
}

export interface TabBadgeDeps {
  action: ActionApi;
  /** The report for a URL with the default crawler (the tab says which cache: private or not). */
  report: (url: string, tabId: number) => Promise<Report>;
  queryTabs: () => Promise<TabInfo[]>;
  autoCheck: () => Promise<boolean>;
  defaultAgent: () => Promise<string>;
}

/**
 * Keeps every tab's badge in step with its page: on navigation and single-page-app URL
 * changes, when the default crawler changes, when a refresh lands, and after the worker
 * restarts (the worker keeps nothing: it re-derives every badge from the stored snapshots).
 */
export function createTabBadges(deps: TabBadgeDeps) {
  /** Latest URL per tab, so a slow check never paints over a newer navigation. */
  const pending = new Map<number, string>();

  async function paint(tabId: number, state: BadgeState, agent: string) {
    await paintBadge(deps.action, tabId, badgeLook(state, agent));
  }

  /** `quiet`: a re-check of a tab already painted (settings changed, worker restarted) shows no `…`. */
  async function check(tabId: number, url: string, quiet = false): Promise<void> {
    pending.set(tabId, url);
    if (!isHttpUrl(url)) return paint(tabId, 'not-applicable', await deps.defaultAgent());
    if (!(await deps.autoCheck())) return paint(tabId, 'off', await deps.defaultAgent());
    if (!quiet) await paint(tabId, 'loading', await deps.defaultAgent());
    let report: Report;
    try {
      report = await deps.report(url, tabId);
    } catch (error) {
      // Our own failure, not robots.txt's: the badge claims no verdict (the popup says why).
      console.error(`Robots Lens: checking ${url} failed:`, error);
      if (pending.get(tabId) === url) await paint(tabId, 'error', await deps.defaultAgent());
      return;
    }
    if (pending.get(tabId) !== url) return; // a newer navigation owns the badge now
    await paint(tabId, report.verdict, report.agent);
  }

  async function checkAll(filter: (url: string) => boolean = () => true): Promise<void> {
    const tabs = await deps.queryTabs();
    await Promise.all(
      tabs
        .filter((t): t is Required<TabInfo> => t.id !== undefined && typeof t.url === 'string')
        .filter((t) => filter(t.url))
        .map((t) => check(t.id, t.url, true)),
    );
  }

  return {
    check,
    checkAll,
    /** Re-badges the tabs showing pages of one origin (a refresh landed). */
    checkOrigin: (origin: string) =>
      checkAll((url) => url.startsWith(`${origin}/`) || url === origin),
    forget: (tabId: number) => void pending.delete(tabId),
  };
}

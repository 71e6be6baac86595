import type { Worker } from 'playwright-core';
import { storageKey } from '@/lib/cache/storageKey';

/** The slice of `chrome` the tests use inside the extension's service worker. */
export interface WorkerGlobals {
  /** Set by a test to tell a restarted worker from the one it stopped. */
  __generation?: string;
  chrome: {
    tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
    action: {
      getBadgeText(d: { tabId: number }): Promise<string>;
      setBadgeText(d: { tabId: number; text: string }): Promise<void>;
    };
    storage: {
      local: {
        get(key: string): Promise<Record<string, Record<string, unknown>>>;
        set(items: object): Promise<void>;
        remove(key: string): Promise<void>;
      };
    };
  };
}

/** The id of the first tab whose URL is `url` (or starts with it, with `prefix`), or null. */
export function tabIdOf(worker: Worker, url: string, prefix = false): Promise<number | null> {
  return worker.evaluate(
    async ([url, prefix]) => {
      const { chrome } = globalThis as unknown as WorkerGlobals;
      const tabs = await chrome.tabs.query({});
      const tab = tabs.find((t) => (prefix ? t.url?.startsWith(url) : t.url === url));
      return tab?.id ?? null;
    },
    [url, prefix] as const,
  );
}

/** The toolbar badge text of the tab showing `url` (see `tabIdOf`), or null without such a tab. */
export async function badgeOf(worker: Worker, url: string, prefix = false): Promise<string | null> {
  const tabId = await tabIdOf(worker, url, prefix);
  return tabId === null ? null : badgeOfTab(worker, tabId);
}

/** The toolbar badge text of one tab. */
export function badgeOfTab(worker: Worker, tabId: number): Promise<string> {
  return worker.evaluate(
    (tabId) => (globalThis as unknown as WorkerGlobals).chrome.action.getBadgeText({ tabId }),
    tabId,
  );
}

/** Paints `text` on a tab's badge, so only a repaint by the extension can bring its look back. */
export async function setBadgeText(worker: Worker, tabId: number, text: string): Promise<void> {
  await worker.evaluate(
    ([tabId, text]) =>
      (globalThis as unknown as WorkerGlobals).chrome.action.setBadgeText({ tabId, text }),
    [tabId, text] as const,
  );
}

/**
 * Makes the cached robots.txt of `origin` look `hours` old (fetched, checked and last used then),
 * as time would: past 6 h a check refreshes it, past 24 h it is degraded, past 72 h expired
 * (lib/cache/snapshotState.ts, default windows).
 */
export async function ageSnapshot(worker: Worker, origin: string, hours: number): Promise<void> {
  await worker.evaluate(
    async ([key, hours]) => {
      const { local } = (globalThis as unknown as WorkerGlobals).chrome.storage;
      const entry = (await local.get(key))[key];
      const old = Date.now() - hours * 3_600_000;
      await local.set({ [key]: { ...entry, fetchedAt: old, checkedAt: old, lastUsedAt: old } });
    },
    [storageKey(origin), hours] as const,
  );
}

/** The part of `tabs.Tab` this needs. */
export interface TabLike {
  id?: number;
  url?: string;
  incognito?: boolean;
  /** `loading` or `complete` (tabs.Tab.status). */
  status?: string;
}

/**
 * Which tabs are private (incognito) windows' tabs, so their checks go to a cache that lives
 * in memory only (docs/security.md, issue 12 item 6). Firefox has no split
 * incognito mode: one background sees private and regular tabs alike, and routes by this.
 */
export function createPrivateTabs() {
  /** Private tab id → the URL it shows. */
  const tabs = new Map<number, string>();
  return {
    note(tab: TabLike): void {
      if (tab.id === undefined) return;
      if (tab.incognito) tabs.set(tab.id, tab.url ?? '');
      else tabs.delete(tab.id);
    },
    forget: (tabId: number) => void tabs.delete(tabId),
    isPrivate: (tabId: number) => tabs.has(tabId),
    /** A URL some private tab shows: a popup check of it stays in memory too. */
    showsPrivately: (url: string) => [...tabs.values()].includes(url),
  };
}

import { browser } from 'wxt/browser';
import { storageKey } from '@/lib/cache/storageKey';
import type { Snapshot } from '@/lib/fetch/types';

/** `local:settings` (lib/settings.ts) as storage.local names it. */
const SETTINGS_KEY = 'settings';

type StorageChange = { oldValue?: Partial<Snapshot>; newValue?: Partial<Snapshot> };

/**
 * Calls `reload` when the origin's snapshot lands a refresh (the `robots:<origin>` key the cache
 * writes) or the settings change; returns the unsubscribe. Loaded after the first screen.
 */
export function followStorage(origin: string | null, reload: () => void): () => void {
  const key = origin ? storageKey(origin) : null;
  const listener = (changes: Record<string, { oldValue?: unknown }>, area: string) => {
    if (area !== 'local') return;
    // Settings changed (in the options page, or the crawler here): the verdict, the default
    // crawler and the delay clamp may all differ now (issue 7: an open popup follows).
    if (SETTINGS_KEY in changes) return void reload();
    // A landed refresh moves `checkedAt`; the cache's LRU touch (lastUsedAt only) does not.
    const change = key ? (changes[key] as StorageChange | undefined) : undefined;
    if (change && change.newValue?.checkedAt !== change.oldValue?.checkedAt) reload();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

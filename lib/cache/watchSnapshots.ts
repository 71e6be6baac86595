import { browser } from 'wxt/browser';
import { ROBOTS_KEY_PREFIX, storageKey } from './storageKey';

type Change = { oldValue?: unknown; newValue?: unknown };

/** `storage.onChanged`, as much of it as the watchers need (injected in tests). */
export interface StorageChanges {
  addListener(cb: (changes: Record<string, Change>, area: string) => void): void;
  removeListener(cb: (changes: Record<string, Change>, area: string) => void): void;
}

const checkedAt = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? (value as { checkedAt?: unknown }).checkedAt
    : undefined;

/**
 * Calls `onLanded` when a fetch for `origin` lands in storage (its `checkedAt` moves); the
 * cache's LRU touch (`lastUsedAt` only) does not count. Returns the unsubscribe.
 */
export function watchSnapshot(
  origin: string,
  onLanded: () => void,
  changes: StorageChanges = browser.storage.onChanged,
): () => void {
  const key = storageKey(origin);
  const listener = (all: Record<string, Change>, area: string) => {
    const change = area === 'local' ? all[key] : undefined;
    if (change && checkedAt(change.newValue) !== checkedAt(change.oldValue)) onLanded();
  };
  changes.addListener(listener);
  return () => changes.removeListener(listener);
}

/** Calls `onChange` on any write to a stored snapshot (the options page's cache list). */
export function watchSnapshots(
  onChange: () => void,
  changes: StorageChanges = browser.storage.onChanged,
): () => void {
  const listener = (all: Record<string, Change>, area: string) => {
    if (area === 'local' && Object.keys(all).some((k) => k.startsWith(ROBOTS_KEY_PREFIX))) {
      onChange();
    }
  };
  changes.addListener(listener);
  return () => changes.removeListener(listener);
}

import { createBrowserStore, type StorageAreaLike } from './createBrowserStore';
import { createMemoryStore } from './createMemoryStore';
import type { Store } from './types';

/**
 * Where snapshots live: `storage.local`, except in an incognito context, whose visits must
 * never reach the persistent cache (docs/security.md, issue 12 item 6). Chrome
 * runs the incognito worker separately ("incognito": "split"), so that worker keeps its whole
 * cache in memory; it is gone when the incognito session ends.
 */
export function cacheStore(context: { incognito: boolean; area: StorageAreaLike }): Store {
  return context.incognito ? createMemoryStore() : createBrowserStore(context.area);
}

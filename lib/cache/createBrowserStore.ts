import type { Store } from './types';

/** The part of `browser.storage.local` (webextension-polyfill, promise-based) the cache uses. */
export interface StorageAreaLike {
  get(keys?: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** Adapts `browser.storage.local` to `Store`; built in the background: `createBrowserStore(browser.storage.local)`. */
export function createBrowserStore(area: StorageAreaLike): Store {
  return {
    async get(keys) {
      if (keys.length === 0) return {};
      const found = await area.get(keys);
      // Some implementations answer missing keys with `undefined` entries: leave them out.
      return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
    },
    set: (items) => area.set(items),
    async remove(keys) {
      if (keys.length > 0) await area.remove(keys);
    },
    getAll: () => area.get(null),
  };
}

import type { SessionStoreLike } from './tabHeaders';

/**
 * `storage.session` (kept while the browser runs, cleared on restart, never on disk) when the
 * browser has it, else a Map: tab headers then live as long as the background does.
 */
interface StorageAreaLike {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export function createMemorySessionStore(): SessionStoreLike {
  const data = new Map<string, unknown>();
  return {
    get: async (key) => (data.has(key) ? { [key]: data.get(key) } : {}),
    set: async (items) => {
      for (const [key, value] of Object.entries(items)) data.set(key, structuredClone(value));
    },
    remove: async (key) => void data.delete(key),
  };
}

export function sessionStore(area: StorageAreaLike | undefined): SessionStoreLike {
  if (!area) return createMemorySessionStore();
  return {
    get: (key) => area.get(key),
    set: (items) => area.set(items),
    remove: (key) => area.remove(key),
  };
}

import type { Store } from './types';

/**
 * A Map-backed `Store` for tests and for Node. Values are cloned on the way in and out, as
 * `storage.local` does, so a caller mutating an object cannot change what is "stored".
 */
export function createMemoryStore(initial: Record<string, unknown> = {}): Store & {
  data: Map<string, unknown>;
} {
  const data = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  return {
    data,
    async get(keys) {
      const found: Record<string, unknown> = {};
      for (const key of keys) if (data.has(key)) found[key] = structuredClone(data.get(key));
      return found;
    },
    async set(items) {
      for (const [key, value] of Object.entries(items)) data.set(key, structuredClone(value));
    },
    async remove(keys) {
      for (const key of keys) data.delete(key);
    },
    async getAll() {
      return structuredClone(Object.fromEntries(data));
    },
  };
}

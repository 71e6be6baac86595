/**
 * A small least-recently-used map: `get` and `set` make a key the most recent, and a `set` past
 * `max` entries drops the least recent. A Map's insertion order is the recency order.
 */
export function createLru<K, V>(max: number) {
  const entries = new Map<K, V>();
  const renew = (key: K, value: V) => {
    entries.delete(key);
    entries.set(key, value);
  };
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) renew(key, value);
      return value;
    },
    /** Reads without renewing (a lookup that is not a use). */
    peek: (key: K): V | undefined => entries.get(key),
    set(key: K, value: V): void {
      renew(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete: (key: K) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export type Lru<K, V> = ReturnType<typeof createLru<K, V>>;

/**
 * Recent answers kept briefly in memory, so reopening the popup does not fetch a page or an
 * AI-policy file again ("fetched once"); bounded in count, each kept for `ttlMs`.
 */
export function createRecentFetches<T>(deps: { now: () => number; ttlMs: number; max: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && deps.now() - hit.at < deps.ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: deps.now(), value });
      if (entries.size > deps.max) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

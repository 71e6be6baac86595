import { createLru } from '@/lib/createLru';

/**
 * Recent answers kept briefly in memory, so reopening the popup does not fetch a page or an
 * AI-policy file again ("fetched once"); bounded in count (least recently used dropped), each
 * kept for `ttlMs`.
 */
export function createRecentFetches<T>(deps: { now: () => number; ttlMs: number; max: number }) {
  const entries = createLru<string, { at: number; value: Promise<T> }>(deps.max);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && deps.now() - hit.at < deps.ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: deps.now(), value });
      return value;
    },
  };
}

import { watchLanded, watchSnapshot } from '@/lib/cache';
import { watchSettings } from '@/lib/settings';

/**
 * Calls `reload` when a refresh lands for the origin (not the cache's LRU touch; in storage, or
 * in a private window's memory cache) or the settings
 * change (in the options page, or the crawler here: the verdict, the default crawler and the
 * delay clamp may all differ now; issue 7). Returns the unsubscribe. Loaded after the first
 * screen, so the settings store stays off the popup's critical path (issue 14).
 */
export function followStorage(origin: string | null, reload: () => void): () => void {
  const stops = [
    watchSettings(() => reload()),
    origin ? watchSnapshot(origin, () => reload()) : () => {},
    // A private window's checks stay in memory: the background says when one lands.
    origin ? watchLanded(origin, () => reload()) : () => {},
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

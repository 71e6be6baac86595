import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { refreshOutcome } from '@/components/options/cacheFormat';
import { watchSnapshots } from '@/lib/cache';
import type { CacheEntrySummary } from '@/lib/cache/types';
import { sendMessage } from '@/lib/messaging';

/** Storage changes come in bursts (a fetch, then an eviction scan): list once after them. */
const RELIST_DELAY_MS = 250;

/**
 * The cache inspector's state, over the message contract (lib/messaging.ts). The list follows
 * the cache live: any write to a `robots:` key in storage lists again.
 */
export function useCacheInspector() {
  const [entries, setEntries] = useState<CacheEntrySummary[] | null>(null);
  const [maxBytes, setMaxBytes] = useState(0);
  const [listedAt, setListedAt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const entriesRef = useRef<CacheEntrySummary[]>([]);

  // The background lists most recently used first (RobotsCache.list).
  const show = (list: CacheEntrySummary[]) => {
    entriesRef.current = list;
    setEntries(list);
    setListedAt(Date.now());
    setError(null);
  };

  const reload = async () => {
    try {
      const { entries: list, maxBytes: max } = await sendMessage('listCache');
      setMaxBytes(max);
      show(list);
    } catch (e) {
      setError(i18n.t('options.cache.listFailed', [errorWords(e)]));
    }
  };

  /** One action at a time per row; a failure is said in words and the list stays as it was. */
  const act = async (
    target: string,
    run: () => Promise<CacheEntrySummary[]>,
    done: (list: CacheEntrySummary[]) => string,
    failed: string,
  ) => {
    setBusy(target);
    setNotice(null);
    try {
      const list = await run();
      setNotice(done(list));
      show(list);
    } catch (e) {
      setError(i18n.t('common.withReason', [failed, errorWords(e)]));
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    void reload();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unwatch = watchSnapshots(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), RELIST_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unwatch();
    };
  }, []);

  return {
    entries,
    maxBytes,
    listedAt,
    busy,
    error,
    notice,
    reload: () => {
      setBusy('*');
      void reload().finally(() => setBusy(null));
    },
    refresh: (origin: string) => {
      const before = entriesRef.current;
      return act(
        origin,
        () => sendMessage('refreshOrigin', { origin }),
        (list) => refreshOutcome(origin, before, list),
        i18n.t('options.cache.refreshFailed', [origin]),
      );
    },
    remove: (origin: string) =>
      act(
        origin,
        () => sendMessage('removeOrigin', { origin }),
        () => i18n.t('options.cache.removed', [origin]),
        i18n.t('options.cache.removeFailed', [origin]),
      ),
    clear: () =>
      act(
        '*',
        () => sendMessage('clearCache'),
        () => i18n.t('options.cache.cleared'),
        i18n.t('options.cache.clearFailed'),
      ),
    setNotice,
    setError,
  };
}

import { errorText } from '@/lib/errorText';
import { sha256Hex } from '@/lib/fetch';
import { planEviction, type StoredEntry, type StoreLimits, storedSize } from './planEviction';
import type { Snapshot } from './snapshotTypes';
import { ROBOTS_KEY_PREFIX, storageKey } from './storageKey';
import type { CacheWarning, Store } from './types';
import { validateSnapshot } from './validateSnapshot';

export interface SnapshotStorage {
  /** The stored snapshot, validated; a bad entry is removed and reported as a warning. */
  read(origin: string): Promise<{ snapshot: Snapshot | null; warnings: CacheWarning[] }>;
  /** Stores, then evicts down to the limits. A failure is a warning: the caller keeps its answer. */
  write(snapshot: Snapshot): Promise<CacheWarning[]>;
  /** Every valid stored snapshot with its size in storage (bad entries are skipped). */
  entries(): Promise<{ snapshot: Snapshot; size: number }[]>;
  /** The origins stored, from the index (one scan at most). */
  origins(): Promise<Set<string>>;
  /** Writes `lastUsedAt` (LRU bookkeeping); a failure is the caller's to report. */
  touch(snapshot: Snapshot): Promise<void>;
  remove(origin: string): Promise<void>;
  clear(): Promise<void>;
}

interface Indexed {
  size: number;
  lastUsedAt: number;
}

/** `robots:<origin>` entries in a `Store`, bounded by `limits` (least recently used evicted). */
export function createSnapshotStorage(
  store: Store,
  limits: StoreLimits,
  onError: (error: unknown) => void,
): SnapshotStorage {
  async function scan(): Promise<{ valid: { snapshot: Snapshot; size: number }[]; bad: string[] }> {
    const valid: { snapshot: Snapshot; size: number }[] = [];
    const bad: string[] = [];
    for (const [key, value] of Object.entries(await store.getAll())) {
      if (!key.startsWith(ROBOTS_KEY_PREFIX)) continue;
      const checked = validateSnapshot(value, key.slice(ROBOTS_KEY_PREFIX.length));
      if (checked.ok) valid.push({ snapshot: checked.snapshot, size: storedSize(key, value) });
      else bad.push(key);
    }
    return { valid, bad };
  }

  // Sizes and last use of every stored entry, read once with one scan and kept up to date by
  // every write: 40 tabs opened at once used to re-read the whole store once per write (issue
  // 12 item 5: 1.2 GB). Storage stays the truth; `entries()` re-reads it and refreshes this.
  let index: Promise<Map<string, Indexed>> | null = null;
  const indexed = ({ snapshot, size }: { snapshot: Snapshot; size: number }) =>
    [snapshot.origin, { size, lastUsedAt: snapshot.lastUsedAt }] as const;
  function loadIndex(): Promise<Map<string, Indexed>> {
    index ??= scan().then(
      async ({ valid, bad }) => {
        if (bad.length > 0) await store.remove(bad).catch(onError);
        return new Map(valid.map(indexed));
      },
      (error: unknown) => {
        index = null; // try again on the next write
        throw error;
      },
    );
    return index;
  }

  /** Origins to evict so that the limits hold, `keep` aside; removed from the index at once. */
  function planFor(map: Map<string, Indexed>, keep: string, quotaHit: boolean): string[] {
    const entries: StoredEntry[] = [...map].map(([origin, e]) => ({ origin, ...e }));
    // Storage refused a write, so something else shares the quota: free half of what we held.
    const kept = map.get(keep)?.size ?? 0;
    const held = entries.reduce((sum, entry) => sum + entry.size, 0) - kept;
    const half = Math.floor(Math.min(held, limits.maxTotalBytes) / 2);
    const target = quotaHit ? { ...limits, maxTotalBytes: half + kept } : limits;
    const doomed = planEviction(entries, target, keep);
    for (const origin of doomed) map.delete(origin);
    return doomed;
  }

  return {
    async read(origin) {
      const key = storageKey(origin);
      let value: unknown;
      try {
        value = (await store.get([key]))[key];
      } catch (error) {
        const message = `could not read the cache (${errorText(error)}); fetched afresh`;
        return { snapshot: null, warnings: [{ code: 'storage-read-failed', message }] };
      }
      if (value === undefined) return { snapshot: null, warnings: [] };
      const checked = validateSnapshot(value, origin);
      // The digest check catches a text changed behind our back; it costs < 1 ms for 500 KiB.
      if (checked.ok && (await sha256Hex(checked.snapshot.text)) === checked.snapshot.sha256) {
        return { snapshot: checked.snapshot, warnings: [] };
      }
      const warning: CacheWarning = checked.ok
        ? {
            code: 'corrupt-entry',
            message: 'corrupt cache entry (text does not match its SHA-256)',
          }
        : { code: checked.code, message: checked.message };
      await store.remove([key]).catch(onError);
      return { snapshot: null, warnings: [warning] };
    },

    async write(snapshot) {
      const key = storageKey(snapshot.origin);
      const items = { [key]: snapshot };
      const map = await loadIndex().catch((error: unknown) => {
        onError(error);
        return new Map<string, Indexed>();
      });
      // Make room first: the store never holds more than the limits, even for a moment.
      map.set(snapshot.origin, {
        size: storedSize(key, snapshot),
        lastUsedAt: snapshot.lastUsedAt,
      });
      const doomed = planFor(map, snapshot.origin, false);
      if (doomed.length > 0) await store.remove(doomed.map(storageKey)).catch(onError);
      try {
        await store.set(items);
      } catch {
        try {
          const freed = planFor(map, snapshot.origin, true);
          await store.remove(freed.map(storageKey));
          await store.set(items);
        } catch (error) {
          map.delete(snapshot.origin);
          const message = `the snapshot could not be saved (${errorText(error)}); it is used from memory`;
          return [{ code: 'not-persisted', message }];
        }
      }
      return [];
    },

    async entries() {
      const { valid } = await scan();
      index = Promise.resolve(new Map(valid.map(indexed)));
      return valid;
    },
    origins: async () => new Set((await loadIndex()).keys()),
    async touch(snapshot) {
      const key = storageKey(snapshot.origin);
      const known = (await index?.catch(() => null))?.get(snapshot.origin);
      if (known) known.lastUsedAt = snapshot.lastUsedAt;
      await store.set({ [key]: snapshot });
    },
    async remove(origin) {
      (await index?.catch(() => null))?.delete(origin);
      await store.remove([storageKey(origin)]);
    },
    async clear() {
      index = null;
      const keys = Object.keys(await store.getAll()).filter((k) => k.startsWith(ROBOTS_KEY_PREFIX));
      await store.remove(keys);
    },
  };
}

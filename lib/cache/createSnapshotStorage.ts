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
  remove(origin: string): Promise<void>;
  clear(): Promise<void>;
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

  async function evict(keep: string, quotaHit: boolean): Promise<void> {
    const { valid, bad } = await scan();
    const entries: StoredEntry[] = valid.map(({ snapshot, size }) => ({
      origin: snapshot.origin,
      lastUsedAt: snapshot.lastUsedAt,
      size,
    }));
    // Storage refused a write, so something else shares the quota: free half of what we hold.
    const total = entries.reduce((sum, entry) => sum + entry.size, 0);
    const target = quotaHit
      ? { ...limits, maxTotalBytes: Math.floor(Math.min(total, limits.maxTotalBytes) / 2) }
      : limits;
    const doomed = [...bad, ...planEviction(entries, target, keep).map(storageKey)];
    if (doomed.length > 0) await store.remove(doomed);
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
      const items = { [storageKey(snapshot.origin)]: snapshot };
      try {
        await store.set(items);
      } catch {
        try {
          await evict(snapshot.origin, true);
          await store.set(items);
        } catch (error) {
          const message = `the snapshot could not be saved (${errorText(error)}); it is used from memory`;
          return [{ code: 'not-persisted', message }];
        }
      }
      await evict(snapshot.origin, false).catch(onError);
      return [];
    },

    entries: async () => (await scan()).valid,
    remove: (origin) => store.remove([storageKey(origin)]),
    async clear() {
      const keys = Object.keys(await store.getAll()).filter((k) => k.startsWith(ROBOTS_KEY_PREFIX));
      await store.remove(keys);
    },
  };
}

import type { LastAttempt, Snapshot, SnapshotState, SnapshotStatus } from './snapshotTypes';

/** Window ends, in ms of age. Inclusive: an age equal to `freshMs` is still fresh. */
export interface Windows {
  freshMs: number;
  staleMs: number;
  degradedMs: number;
}

/** The slice of `storage.local` the cache needs; `createBrowserStore` / `createMemoryStore`. */
export interface Store {
  /** Values of the keys that exist; missing keys are left out. */
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** Every key in the area (the cache keeps to keys starting with `robots:`). */
  getAll(): Promise<Record<string, unknown>>;
}

export type CacheWarningCode =
  | 'corrupt-entry' // a stored entry failed validation: dropped and refetched
  | 'old-schema' // a stored entry from another schema version: dropped and refetched
  | 'storage-read-failed' // storage.get rejected: answered as on first sight
  | 'not-persisted'; // storage.set failed even after evicting: the answer lives in memory only

export interface CacheWarning {
  code: CacheWarningCode;
  message: string;
}

export interface CacheResult {
  snapshot: Snapshot;
  /** Computed when the result was made, from `snapshot.fetchedAt`. */
  state: SnapshotState;
  /** A refresh for this origin is in flight; `onUpdate` fires when it lands. */
  refreshing: boolean;
  /** A refresh was wanted but the per-origin interval or `Retry-After` forbade it. */
  rateLimited: boolean;
  /** When `rateLimited`: how long until a fetch is allowed. Null otherwise. */
  retryInMs: number | null;
  warnings: CacheWarning[];
}

/** One row of the options page's cache inspector. */
export interface CacheEntrySummary {
  origin: string;
  status: SnapshotStatus;
  state: SnapshotState;
  httpStatus: number | null;
  ageMs: number;
  fetchedAt: number;
  checkedAt: number;
  lastUsedAt: number;
  /** Body bytes of the robots.txt text. */
  bytes: number;
  /** Bytes the entry takes in storage (key plus JSON), what the eviction budget counts. */
  storedBytes: number;
  sha256: string;
  lastAttempt: LastAttempt | null;
}

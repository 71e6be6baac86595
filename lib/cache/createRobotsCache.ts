import { createLru } from '@/lib/createLru';
import { type CrossOriginPolicy, originOf, type RobotsFetcher } from '@/lib/fetch';
import { MINUTE_MS } from '@/lib/time';
import { createRobotsHistory, type RobotsVersion, type StoredVersion } from './createRobotsHistory';
import { createSnapshotStorage } from './createSnapshotStorage';
import { fetchGate } from './fetchGate';
import { outcomeToSnapshot } from './outcomeToSnapshot';
import { DEFAULT_WINDOWS, snapshotState } from './snapshotState';
import type { Snapshot } from './snapshotTypes';
import type { CacheEntrySummary, CacheResult, CacheWarning, Store, Windows } from './types';

export interface RobotsCacheDeps {
  store: Store;
  fetcher: RobotsFetcher;
  now: () => number;
  /** Read on every call: settings may change while the worker runs. */
  windows?: () => Windows;
  crossOriginPolicy?: () => CrossOriginPolicy;
  /** Default 200 origins. */
  maxEntries?: number;
  /** Default 4 MiB: well under the 10 MB `storage.local` quota, which settings share. */
  maxTotalBytes?: number;
  /** docs/design.md "Cache": at most one fetch per origin per 10 s. */
  minIntervalMs?: number;
  /** `lastUsedAt` is written back at most this often per origin (default 60 s). */
  touchIntervalMs?: number;
  /** Errors nobody awaits (a background refresh, a failed eviction). Default: console.error. */
  onError?: (error: unknown) => void;
}

export type UpdateListener = (origin: string, result: CacheResult) => void;

export interface RobotsCache {
  /**
   * The snapshot for an origin (`originOf(url).origin`; a full http(s) URL is reduced to its
   * origin, anything else throws a TypeError). First sight, expired and unavailable wait for one
   * fetch; stale and degraded answer at once and refresh behind; `force` refetches unless the
   * origin was tried within the minimum interval.
   */
  get(origin: string, options?: { force?: boolean }): Promise<CacheResult>;
  /** The Refresh button: `get(origin, { force: true })`. */
  refresh(origin: string): Promise<CacheResult>;
  /** Called whenever a fetch lands (background refreshes included). Returns an unsubscribe. */
  onUpdate(listener: UpdateListener): () => void;
  /** Every stored snapshot, most recently used first (the options page's cache inspector). */
  list(): Promise<CacheEntrySummary[]>;
  remove(origin: string): Promise<void>;
  clear(): Promise<void>;
  /** The last distinct versions of the origin's file, newest first (lib/cache/createRobotsHistory.ts). */
  versions(origin: string): Promise<RobotsVersion[]>;
  /** The versions as stored, the current one without its text (no snapshot read; `withTexts`). */
  storedVersions(origin: string): Promise<StoredVersion[]>;
  /** Resolves when no fetch is in flight (tests; `waitUntil`-style keep-alive in the worker). */
  idle(): Promise<void>;
}

interface Landed {
  snapshot: Snapshot;
  warnings: CacheWarning[];
}

export function createRobotsCache(deps: RobotsCacheDeps): RobotsCache {
  const { store, fetcher, now } = deps;
  const windows = deps.windows ?? (() => DEFAULT_WINDOWS);
  const policy = deps.crossOriginPolicy ?? (() => 'unavailable' as const);
  const minIntervalMs = deps.minIntervalMs ?? 10_000;
  const touchIntervalMs = deps.touchIntervalMs ?? MINUTE_MS;
  const onError = deps.onError ?? ((error: unknown) => console.error('robots cache:', error));
  const storage = createSnapshotStorage(
    store,
    { maxEntries: deps.maxEntries ?? 200, maxTotalBytes: deps.maxTotalBytes ?? 4 * 1024 * 1024 },
    onError,
  );
  const history = createRobotsHistory({ store, cachedOrigins: () => storage.origins() });
  // Memory only lets concurrent calls share one fetch; storage is the source of truth.
  const inflight = new Map<string, Promise<Landed>>();
  // The last snapshot each fetch produced. Storage stays the truth; this copy answers only
  // where storage failed (a refused write or read must not make every check a first sight,
  // which would fetch without limit), and stops an LRU touch from writing back a copy older
  // than one that just landed.
  const recent = createLru<string, Snapshot>(deps.maxEntries ?? 200);
  /** Origins whose last landed snapshot could not be stored. */
  const unpersisted = new Set<string>();
  const remember = (snapshot: Snapshot) => recent.set(snapshot.origin, snapshot);
  const listeners = new Set<UpdateListener>();
  // Bumped by remove/clear, so a fetch landing afterwards does not bring the entry back.
  const epochs = new Map<string, number>();
  let clearEpoch = 0;
  const epochOf = (origin: string) => `${clearEpoch}:${epochs.get(origin) ?? 0}`;

  const answer = (origin: string, landed: Landed, extra: Partial<CacheResult> = {}) => ({
    snapshot: landed.snapshot,
    state: snapshotState(landed.snapshot, now(), windows()),
    refreshing: inflight.has(origin),
    rateLimited: false,
    retryInMs: null,
    warnings: landed.warnings,
    ...extra,
  });

  function refreshShared(origin: string, previous: Snapshot | null): Promise<Landed> {
    const running = inflight.get(origin);
    if (running) return running;
    const epoch = epochOf(origin);
    const pending = (async (): Promise<Landed> => {
      // Only a fetched text can be revalidated (a 304 confirms text we hold).
      const held = previous?.status === 'fetched' ? previous : null;
      const outcome = await fetcher.fetchRobots(origin, held);
      const snapshot = outcomeToSnapshot(outcome, previous, now(), policy());
      const current = epoch === epochOf(origin);
      if (current) remember(snapshot);
      const warnings = current ? await storage.write(snapshot) : [];
      if (current) await history.record(snapshot, previous).catch(onError);
      if (warnings.some((w) => w.code === 'not-persisted')) unpersisted.add(origin);
      else unpersisted.delete(origin);
      const landed = { snapshot, warnings };
      for (const listener of listeners) {
        try {
          listener(origin, { ...answer(origin, landed), refreshing: false });
        } catch (error) {
          onError(error);
        }
      }
      return landed;
    })().finally(() => inflight.delete(origin));
    inflight.set(origin, pending);
    pending.catch(onError); // a background refresh has nobody else to tell
    return pending;
  }

  /** LRU bookkeeping, written at most once per `touchIntervalMs` per origin. */
  async function touch(snapshot: Snapshot, at: number): Promise<Snapshot> {
    if (at - snapshot.lastUsedAt < touchIntervalMs || inflight.has(snapshot.origin))
      return snapshot;
    if ((recent.peek(snapshot.origin)?.checkedAt ?? 0) > snapshot.checkedAt) return snapshot;
    const touched = { ...snapshot, lastUsedAt: at };
    // Only an eviction hint: if it cannot be written the answer stands.
    await storage.touch(touched).catch(onError);
    return touched;
  }

  async function get(input: string, options: { force?: boolean } = {}): Promise<CacheResult> {
    const parsed = originOf(input);
    if (!parsed.ok) throw new TypeError(`not an http(s) origin: ${input}`);
    const origin = parsed.origin;
    const read = await storage.read(origin);
    const { warnings } = read;
    const snapshot =
      read.snapshot && !unpersisted.has(origin)
        ? read.snapshot
        : (recent.peek(origin) ?? read.snapshot);
    if (!snapshot) {
      const landed = await refreshShared(origin, null); // first sight blocks on one fetch
      return answer(origin, { ...landed, warnings: [...warnings, ...landed.warnings] });
    }
    const at = now();
    const state = snapshotState(snapshot, at, windows());
    // Expired or unavailable: not crawlable until a refresh succeeds, so that refresh is awaited.
    const mustWait =
      options.force === true || state === 'expired' || snapshot.status === 'unavailable';
    if (!mustWait && state === 'fresh') {
      return answer(origin, { snapshot: await touch(snapshot, at), warnings });
    }
    const running = inflight.get(origin);
    if (!running) {
      const gate = fetchGate(snapshot, at, minIntervalMs);
      if (!gate.ok) {
        const kept = { snapshot: await touch(snapshot, at), warnings };
        return answer(origin, kept, { rateLimited: true, retryInMs: gate.retryInMs });
      }
    }
    const pending = running ?? refreshShared(origin, snapshot);
    if (!mustWait) return answer(origin, { snapshot, warnings }); // stale: answer now, refresh behind
    const landed = await pending;
    return answer(origin, { ...landed, warnings: [...warnings, ...landed.warnings] });
  }

  return {
    get,
    refresh: (origin) => get(origin, { force: true }),
    onUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async list() {
      const at = now();
      const rows = (await storage.entries()).map(({ snapshot, size }) =>
        summarize(snapshot, size, at, windows()),
      );
      return rows.sort((a, b) => b.lastUsedAt - a.lastUsedAt || (a.origin < b.origin ? -1 : 1));
    },
    async remove(input) {
      const parsed = originOf(input);
      const origin = parsed.ok ? parsed.origin : input;
      epochs.set(origin, (epochs.get(origin) ?? 0) + 1);
      recent.delete(origin);
      unpersisted.delete(origin);
      await storage.remove(origin);
      await history.remove(origin);
    },
    async clear() {
      clearEpoch += 1;
      recent.clear();
      unpersisted.clear();
      await storage.clear();
      await history.clear();
    },
    versions: (origin) => history.versions(origin),
    storedVersions: (origin) => history.stored(origin),
    async idle() {
      while (inflight.size > 0) await Promise.allSettled([...inflight.values()]);
    },
  };
}

function summarize(
  s: Snapshot,
  storedBytes: number,
  at: number,
  windows: Windows,
): CacheEntrySummary {
  return {
    origin: s.origin,
    status: s.status,
    state: snapshotState(s, at, windows),
    httpStatus: s.httpStatus,
    ageMs: at - s.fetchedAt,
    fetchedAt: s.fetchedAt,
    checkedAt: s.checkedAt,
    lastUsedAt: s.lastUsedAt,
    bytes: s.bytes,
    storedBytes,
    sha256: s.sha256,
    lastAttempt: s.lastAttempt,
  };
}

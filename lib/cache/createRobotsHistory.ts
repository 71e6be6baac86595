import { storedSize } from './planEviction';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits, planHistoryTrim } from './planHistoryTrim';
import type { Snapshot } from './snapshotTypes';
import { storageKey } from './storageKey';
import type { Store } from './types';

/** One distinct version of an origin's robots.txt (DESIGN.md "History"). */
export interface RobotsVersion {
  sha256: string;
  text: string;
  /** fetchedAt of the first and the last snapshot that carried this text (ms epoch). */
  firstSeen: number;
  lastSeen: number;
}

/**
 * As stored: the current version has no text of its own, since the origin's snapshot holds it
 * (one copy of each text, issue 12 round 2); it gets its text when a newer version replaces it.
 */
export type StoredVersion = Omit<RobotsVersion, 'text'> & { text?: string };

/**
 * The stored versions with their texts: the current version's text is its snapshot's
 * (`current`); a text-less version whose snapshot is gone (evicted) has nothing left to show.
 */
export function withTexts(
  stored: readonly StoredVersion[],
  current: { sha256?: unknown; text?: unknown } | undefined,
): RobotsVersion[] {
  const versions: RobotsVersion[] = [];
  for (const v of stored) {
    const text = v.text ?? (current?.sha256 === v.sha256 ? current.text : undefined);
    if (typeof text === 'string') versions.push({ ...v, text });
  }
  return versions;
}

/** Its own prefix: `robots:` stays the snapshots' alone (storageKey.ts). */
export const HISTORY_KEY_PREFIX = 'robots-history:';
const historyKey = (origin: string) => `${HISTORY_KEY_PREFIX}${origin}`;

export interface RobotsHistory {
  /**
   * Notes a landed snapshot (already stored); only fetched files (2xx) are versions. `previous`:
   * the snapshot it replaced, whose text the superseded version keeps from now on.
   */
  record(snapshot: Snapshot, previous: Snapshot | null): Promise<void>;
  /** Newest first; [] when none (or the stored value is not a list of versions). */
  versions(origin: string): Promise<RobotsVersion[]>;
  /**
   * As stored, without reading the snapshot: the current version has no text (`withTexts`
   * adds the caller's copy). The popup's change notice holds that text already.
   */
  stored(origin: string): Promise<StoredVersion[]>;
  remove(origin: string): Promise<void>;
  clear(): Promise<void>;
}

export interface RobotsHistoryDeps {
  store: Store;
  /** The origins the cache holds a snapshot for: a history outlives no snapshot. */
  cachedOrigins: () => Promise<ReadonlySet<string>>;
  limits?: HistoryLimits;
}

function isVersion(value: unknown): value is StoredVersion {
  const v = value as StoredVersion;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sha256 === 'string' &&
    (v.text === undefined || typeof v.text === 'string') &&
    Number.isFinite(v.firstSeen) &&
    Number.isFinite(v.lastSeen)
  );
}

const asVersions = (value: unknown): StoredVersion[] =>
  Array.isArray(value) && value.every(isVersion) ? value : [];

const sized = (versions: StoredVersion[]) =>
  versions.map((v) => ({ sha256: v.sha256, lastSeen: v.lastSeen, size: storedSize('', v) }));

/** The last versions of each origin's file, in the same `Store` as the snapshots, bounded. */
export function createRobotsHistory(deps: RobotsHistoryDeps): RobotsHistory {
  const { store } = deps;
  const limits = deps.limits ?? DEFAULT_HISTORY_LIMITS;
  // Every origin's versions (sizes only), read with one scan and kept up to date by each write:
  // bounding no longer re-reads the whole store once per new version.
  let index: Promise<Map<string, ReturnType<typeof sized>>> | null = null;
  function loadIndex() {
    index ??= store.getAll().then(
      (all) => {
        const map = new Map<string, ReturnType<typeof sized>>();
        for (const [key, value] of Object.entries(all))
          if (key.startsWith(HISTORY_KEY_PREFIX))
            map.set(key.slice(HISTORY_KEY_PREFIX.length), sized(asVersions(value)));
        return map;
      },
      (error: unknown) => {
        index = null;
        throw error;
      },
    );
    return index;
  }

  async function write(origin: string, versions: StoredVersion[]): Promise<void> {
    const map = await loadIndex();
    map.set(origin, sized(versions));
    await store.set({ [historyKey(origin)]: versions });
  }

  async function trim(keep: { origin: string; sha256: string }): Promise<void> {
    const map = await loadIndex();
    const drop = planHistoryTrim(map, await deps.cachedOrigins(), limits, keep);
    if (drop.size === 0) return;
    const keys = [...drop.keys()].map(historyKey);
    const stored = await store.get(keys);
    const removals: string[] = [];
    const writes: Record<string, StoredVersion[]> = {};
    for (const [origin, shas] of drop) {
      const left = asVersions(stored[historyKey(origin)]).filter((v) => !shas.has(v.sha256));
      if (left.length === 0) {
        removals.push(historyKey(origin));
        map.delete(origin);
      } else {
        writes[historyKey(origin)] = left;
        map.set(origin, sized(left));
      }
    }
    if (removals.length) await store.remove(removals);
    if (Object.keys(writes).length) await store.set(writes);
  }

  return {
    async record(snapshot, previous) {
      const key = historyKey(snapshot.origin);
      const versions = asVersions((await store.get([key]))[key]);
      const [newest, ...older] = versions;
      const fetched = snapshot.status === 'fetched';
      if (newest && fetched && newest.sha256 === snapshot.sha256) {
        if (newest.lastSeen >= snapshot.fetchedAt) return;
        await write(snapshot.origin, [{ ...newest, lastSeen: snapshot.fetchedAt }, ...older]);
        return;
      }
      // The snapshot no longer holds the newest version's text: it keeps its own copy now.
      const superseded =
        newest && newest.text === undefined && previous?.sha256 === newest.sha256
          ? [{ ...newest, text: previous.text }, ...older]
          : versions;
      if (!fetched) {
        if (superseded !== versions) await write(snapshot.origin, superseded);
        return;
      }
      // A text seen before comes back as the newest version; SHA-256s stay distinct.
      const at = snapshot.fetchedAt;
      const rest = superseded.filter((v) => v.sha256 !== snapshot.sha256);
      await write(snapshot.origin, [
        { sha256: snapshot.sha256, firstSeen: at, lastSeen: at },
        ...rest,
      ]);
      await trim({ origin: snapshot.origin, sha256: snapshot.sha256 });
    },
    async versions(origin) {
      const key = historyKey(origin);
      const snapshotKey = storageKey(origin);
      const stored = await store.get([key, snapshotKey]);
      return withTexts(asVersions(stored[key]), stored[snapshotKey] as Partial<Snapshot>);
    },
    async stored(origin) {
      const key = historyKey(origin);
      return asVersions((await store.get([key]))[key]);
    },
    async remove(origin) {
      (await index?.catch(() => null))?.delete(origin);
      await store.remove([historyKey(origin)]);
    },
    async clear() {
      index = null;
      const keys = Object.keys(await store.getAll()).filter((k) =>
        k.startsWith(HISTORY_KEY_PREFIX),
      );
      await store.remove(keys);
    },
  };
}

import { storedSize } from './planEviction';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits, planHistoryTrim } from './planHistoryTrim';
import type { Snapshot } from './snapshotTypes';
import { ROBOTS_KEY_PREFIX } from './storageKey';
import type { Store } from './types';

/** One distinct version of an origin's robots.txt (DESIGN.md "History"). */
export interface RobotsVersion {
  sha256: string;
  text: string;
  /** fetchedAt of the first and the last snapshot that carried this text (ms epoch). */
  firstSeen: number;
  lastSeen: number;
}

/** Its own prefix: `robots:` stays the snapshots' alone (storageKey.ts). */
export const HISTORY_KEY_PREFIX = 'robots-history:';
const historyKey = (origin: string) => `${HISTORY_KEY_PREFIX}${origin}`;

export interface RobotsHistory {
  /** Notes a landed snapshot; only fetched files (2xx) are versions. */
  record(snapshot: Snapshot): Promise<void>;
  /** Newest first; [] when none (or the stored value is not a list of versions). */
  versions(origin: string): Promise<RobotsVersion[]>;
  remove(origin: string): Promise<void>;
  clear(): Promise<void>;
}

function isVersion(value: unknown): value is RobotsVersion {
  const v = value as RobotsVersion;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sha256 === 'string' &&
    typeof v.text === 'string' &&
    Number.isFinite(v.firstSeen) &&
    Number.isFinite(v.lastSeen)
  );
}

const asVersions = (value: unknown): RobotsVersion[] =>
  Array.isArray(value) && value.every(isVersion) ? value : [];

/** The last versions of each origin's file, in the same `Store` as the snapshots, bounded. */
export function createRobotsHistory(
  store: Store,
  limits: HistoryLimits = DEFAULT_HISTORY_LIMITS,
): RobotsHistory {
  async function trim(keep: { origin: string; sha256: string }): Promise<void> {
    const all = await store.getAll();
    const cached = new Set<string>();
    const histories = new Map<string, RobotsVersion[]>();
    for (const [key, value] of Object.entries(all)) {
      if (key.startsWith(HISTORY_KEY_PREFIX))
        histories.set(key.slice(HISTORY_KEY_PREFIX.length), asVersions(value));
      else if (key.startsWith(ROBOTS_KEY_PREFIX)) cached.add(key.slice(ROBOTS_KEY_PREFIX.length));
    }
    const sizes = new Map(
      [...histories].map(([origin, versions]) => [
        origin,
        versions.map((v) => ({ ...v, size: storedSize('', v) })),
      ]),
    );
    const drop = planHistoryTrim(sizes, cached, limits, keep);
    const removals: string[] = [];
    const writes: Record<string, RobotsVersion[]> = {};
    for (const [origin, shas] of drop) {
      const left = (histories.get(origin) ?? []).filter((v) => !shas.has(v.sha256));
      if (left.length === 0) removals.push(historyKey(origin));
      else writes[historyKey(origin)] = left;
    }
    if (removals.length) await store.remove(removals);
    if (Object.keys(writes).length) await store.set(writes);
  }

  return {
    async record(snapshot) {
      if (snapshot.status !== 'fetched') return;
      const key = historyKey(snapshot.origin);
      const versions = asVersions((await store.get([key]))[key]);
      const at = snapshot.fetchedAt;
      const [newest] = versions;
      if (newest?.sha256 === snapshot.sha256) {
        if (newest.lastSeen >= at) return;
        await store.set({ [key]: [{ ...newest, lastSeen: at }, ...versions.slice(1)] });
        return;
      }
      // A text seen before comes back as the newest version; SHA-256s stay distinct.
      const older = versions.filter((v) => v.sha256 !== snapshot.sha256);
      const version = { sha256: snapshot.sha256, text: snapshot.text, firstSeen: at, lastSeen: at };
      await store.set({ [key]: [version, ...older] });
      await trim({ origin: snapshot.origin, sha256: snapshot.sha256 });
    },
    async versions(origin) {
      const key = historyKey(origin);
      return asVersions((await store.get([key]))[key]);
    },
    remove: (origin) => store.remove([historyKey(origin)]),
    async clear() {
      const keys = Object.keys(await store.getAll()).filter((k) =>
        k.startsWith(HISTORY_KEY_PREFIX),
      );
      await store.remove(keys);
    },
  };
}

/** The part of a stored version that bounding needs. */
export interface VersionSize {
  sha256: string;
  lastSeen: number;
  /** Bytes in storage (the text as JSON, plus its fields). */
  size: number;
}

export interface HistoryLimits {
  /** Versions kept per origin, the current one included. */
  maxVersions: number;
  /** Bytes all origins' histories may take together. */
  maxTotalBytes: number;
}

/** Five versions per origin; 1 MiB beside the snapshots' 4 MiB, well under the 10 MB quota. */
export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { maxVersions: 5, maxTotalBytes: 1024 * 1024 };

/**
 * Which versions to drop: whole histories of origins the cache no longer holds (evicted with
 * their snapshot), versions beyond `maxVersions` per origin, then the least recently seen versions
 * across origins until the byte budget holds. The current version of `keep` is never dropped.
 * Returns, per origin, the SHA-256s to drop (an origin left with none is removed).
 */
export function planHistoryTrim(
  histories: Map<string, VersionSize[]>,
  cachedOrigins: ReadonlySet<string>,
  limits: HistoryLimits,
  keep: { origin: string; sha256: string } | null,
): Map<string, Set<string>> {
  const drop = new Map<string, Set<string>>();
  const mark = (origin: string, sha: string) => {
    const set = drop.get(origin) ?? new Set<string>();
    set.add(sha);
    drop.set(origin, set);
  };
  const candidates: (VersionSize & { origin: string })[] = [];
  let total = 0;
  for (const [origin, versions] of histories) {
    // Newest first; the versions past the count limit go whatever their size.
    versions.forEach((version, index) => {
      if (!cachedOrigins.has(origin) || index >= limits.maxVersions) mark(origin, version.sha256);
      else {
        total += version.size;
        candidates.push({ ...version, origin });
      }
    });
  }
  candidates.sort((a, b) => a.lastSeen - b.lastSeen || (a.origin < b.origin ? -1 : 1));
  for (const version of candidates) {
    if (total <= limits.maxTotalBytes) break;
    if (keep && version.origin === keep.origin && version.sha256 === keep.sha256) continue;
    mark(version.origin, version.sha256);
    total -= version.size;
  }
  return drop;
}

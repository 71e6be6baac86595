export interface StoredEntry {
  origin: string;
  lastUsedAt: number;
  /** Bytes in storage: see `storedSize`. */
  size: number;
}

export interface StoreLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

/**
 * Which origins to evict, least recently used first, until both limits hold. `keep` (the entry
 * just written) is never chosen. Ties on `lastUsedAt` go by origin, so the plan is deterministic.
 */
export function planEviction(entries: StoredEntry[], limits: StoreLimits, keep: string): string[] {
  let count = entries.length;
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  const victims: string[] = [];
  const oldestFirst = [...entries].sort(
    (a, b) => a.lastUsedAt - b.lastUsedAt || (a.origin < b.origin ? -1 : 1),
  );
  for (const entry of oldestFirst) {
    if (count <= limits.maxEntries && total <= limits.maxTotalBytes) break;
    if (entry.origin === keep) continue;
    victims.push(entry.origin);
    count -= 1;
    total -= entry.size;
  }
  return victims;
}

/** Chrome counts an item's quota as the UTF-8 bytes of its key plus its JSON value. */
export function storedSize(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).byteLength;
}

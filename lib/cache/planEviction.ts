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

/**
 * The bytes Chrome charges an item against `storage.local`'s quota: the UTF-8 bytes of its key
 * plus its value as Chromium's JSON writer spells it, which escapes more than `JSON.stringify`:
 * `<` becomes `\u003C` (6 bytes, not 1), and U+2028 / U+2029 become `\u2028` / `\u2029`
 * (6 bytes, not 3) (chromium base/json/string_escape.cc; test/e2e/storageAccounting.test.ts
 * checks this count against Chromium's own `getBytesInUse`). Counting with `JSON.stringify`
 * let three 500 KiB files of `<` fill 9.2 of 10 MB while the budget read 1.5 MB (issue 12
 * item 5).
 */
export function storedSize(key: string, value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  let extra = 0;
  for (const [c] of json.matchAll(/[<\u2028\u2029]/g)) extra += c === '<' ? 5 : 3;
  return utf8Length(key) + utf8Length(json) + extra;
}

const encoder = new TextEncoder();
function utf8Length(text: string): number {
  return encoder.encode(text).byteLength;
}

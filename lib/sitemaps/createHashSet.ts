/**
 * A set of 53-bit hashes (from `hashUrl`) in two typed arrays with open addressing: no heap
 * number per entry, as a `Set<number>` of values above 2^31 would have (measured 50–100 ms per
 * 50,000 URLs for the Set alone, docs/decisions.md). 8 bytes per slot, at most half full: 500,000
 * URLs take 8 MiB; past `MAX_ENTRIES` (16 MiB) nothing is added, so memory stays bounded even when
 * the caller lifts the URL caps (duplicates are then counted among the first million only).
 */
export const MAX_ENTRIES = 1 << 20;

export function createHashSet() {
  let mask = (1 << 16) - 1;
  let high = new Int32Array(mask + 1); // (bits 32–52) + 1, so 0 marks an empty slot
  let low = new Int32Array(mask + 1);
  let size = 0;

  function insert(hi: number, lo: number): boolean {
    let slot = (lo ^ (hi * 0x9e3779b1)) & mask;
    while (high[slot] !== 0) {
      if (high[slot] === hi && low[slot] === lo) return false;
      slot = (slot + 1) & mask;
    }
    high[slot] = hi;
    low[slot] = lo;
    return true;
  }

  function grow(): void {
    const oldHigh = high;
    const oldLow = low;
    mask = mask * 2 + 1;
    high = new Int32Array(mask + 1);
    low = new Int32Array(mask + 1);
    for (let slot = 0; slot < oldHigh.length; slot++) {
      const hi = oldHigh[slot] as number;
      if (hi !== 0) insert(hi, oldLow[slot] as number);
    }
  }

  return {
    /** Adds `hash`; false when it was already there. */
    add(hash: number): boolean {
      if (size >= MAX_ENTRIES) return true;
      const hi = Math.floor(hash / 4294967296) + 1;
      const added = insert(hi, hash | 0);
      if (added && ++size * 2 > mask) grow();
      return added;
    },
  };
}

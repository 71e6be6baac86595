import { type CompiledRule, matches } from './pattern';
import { buildPieceAutomaton, markPresent, stepAutomaton } from './pieceAutomaton';

/**
 * Every wildcard rule of a group matched against a path in ONE left-to-right pass (issue 12
 * item 2). Each rule runs the same leftmost-greedy match as before (exact for `*` globs): it waits
 * in the queue of its next literal piece, and the first occurrence of that piece starting at or
 * after where the rule stands moves it on. Occurrences come from the Aho–Corasick automaton; a
 * segment tree over the dictionary tree lists only the pieces that have waiting rules, so pieces
 * nobody waits for cost nothing.
 *
 * Work per check, L = path length, P = total length of the group's patterns, D = distinct pieces:
 * O(L) automaton steps + O(L·log D) tree reads + O(P·log D) for rules moving on + O(P) for
 * occurrences that overlap the piece before (each waiting rule sees at most |piece| of those).
 * No rule is ever tested twice and no occurrence list is walked again. docs/decisions.md.
 */

/** When a check tests each rule on its own, and when it first filters rules by their pieces. */
export interface ScanTuning {
  /**
   * Below this many rule × path characters, testing each remaining rule on its own (O(path) each)
   * costs less than setting up the scan; the bound holds either way. Nothing is compiled for
   * such checks, so a huge file's first check of a short path builds no automaton.
   */
  directWork: number;
  /**
   * Paths up to this length first drop the rules one of whose pieces does not occur (one more
   * pass over the path, cheap here and often enough to answer directly). Longer paths go
   * straight to the one-pass scan: a second pass over 2 MB cost 15 ms on the nested attack.
   */
  filterLength: number;
}

export const SCAN_TUNING: ScanTuning = { directWork: 1 << 16, filterLength: 1 << 16 };

export type PieceScanner = (path: string, arms: readonly number[]) => CompiledRule | null;

/** A rule's pieces: the middle ones, then the tail unless it must end the path (`$`). */
function piecesOf(c: CompiledRule): string[] {
  return c.anchored || !c.tail ? c.middle : [...c.middle, c.tail];
}

/** Each rule of `arms` tested on its own; the best (lowest rank) that matches. */
function testEach(
  rules: readonly CompiledRule[],
  arms: readonly number[],
  path: string,
): CompiledRule | null {
  let best: CompiledRule | null = null;
  for (const w of arms) {
    const c = rules[w] as CompiledRule;
    if ((!best || c.rank < best.rank) && matches(c, path)) best = c;
  }
  return best;
}

/** The scanner, compiled on the first check that needs it. */
export function createPieceScanner(
  rules: readonly CompiledRule[],
  tuning: Partial<ScanTuning> = {},
): PieceScanner {
  const { directWork, filterLength } = { ...SCAN_TUNING, ...tuning };
  let scan: PieceScanner | null = null;
  return (path, arms) => {
    if (arms.length * path.length <= directWork) return testEach(rules, arms, path);
    scan ??= compileScan(rules, directWork, filterLength);
    return scan(path, arms);
  };
}

function compileScan(
  rules: readonly CompiledRule[],
  directWork: number,
  filterLength: number,
): PieceScanner {
  const ids = new Map<string, number>();
  const seqStart = new Int32Array(rules.length + 1);
  const seqList: number[] = [];
  rules.forEach((c, w) => {
    seqStart[w] = seqList.length;
    for (const piece of piecesOf(c)) {
      let k = ids.get(piece);
      if (k === undefined) {
        k = ids.size;
        ids.set(piece, k);
      }
      seqList.push(k);
    }
  });
  seqStart[rules.length] = seqList.length;
  const seq = Int32Array.from(seqList);
  const a = buildPieceAutomaton([...ids.keys()]);
  const { pieceCount: D, pieceLength, tin, tout, out } = a;
  let segSize = 1;
  while (segSize < D) segSize *= 2;

  // Per-check state, allocated once; every check leaves it as it found it.
  const qHead = new Int32Array(D).fill(-1);
  const qTail = new Int32Array(D).fill(-1);
  const covered = new Uint8Array(D);
  const gen = new Float64Array(D);
  const nextWaiter = new Int32Array(rules.length);
  const armedAt = new Int32Array(rules.length);
  const step = new Int32Array(rules.length);
  const ready = new Int32Array(rules.length);
  /** Segment tree lists: entries `gen × D + piece`; an entry whose generation is past is stale. */
  const lists: number[][] = [];
  const listLength = new Int32Array(segSize * 2);
  const touchedSegs: number[] = [];
  const touchedPieces: number[] = [];

  /**
   * Bumped whenever a piece gets waiting rules (and at each check): a position whose output
   * chain had no waiting piece at the current epoch still has none, so its walk is skipped.
   * Each walk then either moves a rule on, sees an overlapping occurrence, or happens once per
   * output node and epoch; epochs are bounded by rule moves.
   */
  let epoch = 0;
  const quietAt = new Float64Array(D);

  function cover(k: number): void {
    if (covered[k]) return;
    epoch++;
    if (gen[k] === 0) touchedPieces.push(k);
    covered[k] = 1;
    gen[k] = (gen[k] as number) + 1;
    const entry = (gen[k] as number) * D + k;
    let l = (tin[k] as number) + segSize;
    let r = (tout[k] as number) + segSize;
    while (l < r) {
      if (l & 1) add(l++, entry);
      if (r & 1) add(--r, entry);
      l >>= 1;
      r >>= 1;
    }
  }

  function add(seg: number, entry: number): void {
    let list = lists[seg];
    if (!list) {
      list = [];
      lists[seg] = list;
    }
    if (list.length === 0) touchedSegs.push(seg);
    list.push(entry);
    listLength[seg] = list.length;
  }

  const present = new Int32Array(D);
  let checks = 0;
  /** A rule can match only if each of its pieces occurs somewhere in the path. */
  const possible = (w: number): boolean => {
    for (let s = seqStart[w] as number; s < (seqStart[w + 1] as number); s++)
      if (present[seq[s] as number] !== checks) return false;
    return true;
  };

  return (path, allArms) => {
    const L = path.length;
    checks++;
    epoch++;
    let arms = allArms;
    if (L <= filterLength) {
      markPresent(a, path, present, checks);
      arms = allArms.filter(possible);
      if (arms.length * L <= directWork) return testEach(rules, arms, path);
    }
    let best: CompiledRule | null = null;
    let waiting = 0;

    const finish = (w: number, pos: number): void => {
      const c = rules[w] as CompiledRule;
      if (best && best.rank < c.rank) return;
      const tail = c.tail ?? '';
      if (!c.anchored || (L - tail.length >= pos && path.endsWith(tail))) best = c;
    };
    /** Rule w stands at `pos` with its next piece to find (or none left). */
    const enqueue = (w: number, pos: number): void => {
      const s = (seqStart[w] as number) + (step[w] as number);
      if (s === seqStart[w + 1]) {
        finish(w, pos);
        return;
      }
      const k = seq[s] as number;
      armedAt[w] = pos;
      nextWaiter[w] = -1;
      waiting++;
      if (qHead[k] === -1) {
        qHead[k] = w;
        cover(k);
      } else nextWaiter[qTail[k] as number] = w;
      qTail[k] = w;
    };
    /** Piece k ends at i: every rule waiting for it from at or before its start moves on. */
    const occurs = (k: number, i: number): void => {
      const start = i - (pieceLength[k] as number) + 1;
      let n = 0;
      let w = qHead[k] as number;
      while (w !== -1 && (armedAt[w] as number) <= start) {
        ready[n++] = w;
        w = nextWaiter[w] as number;
      }
      if (n === 0) return;
      qHead[k] = w;
      if (w === -1) qTail[k] = -1;
      waiting -= n;
      for (let j = 0; j < n; j++) {
        const r = ready[j] as number;
        step[r] = (step[r] as number) + 1;
        enqueue(r, i + 1);
      }
    };

    let armed = 0;
    let v = 0;
    for (let i = 0; i < L; i++) {
      while (
        armed < arms.length &&
        (rules[arms[armed] as number] as CompiledRule).head.length === i
      ) {
        const w = arms[armed++] as number;
        step[w] = 0;
        enqueue(w, i);
      }
      if (waiting === 0 && armed === arms.length) break;
      v = stepAutomaton(a, v, path.charCodeAt(i));
      const x = out[v] as number;
      if (x === -1 || quietAt[x] === epoch) continue;
      let live = false;
      for (let seg = (tin[x] as number) + segSize; seg >= 1; seg >>= 1) {
        if (listLength[seg] === 0) continue;
        const list = lists[seg] as number[];
        for (let j = 0; j < list.length; ) {
          const entry = list[j] as number;
          const k = entry % D;
          if ((entry - k) / D === gen[k] && qHead[k] !== -1) {
            live = true;
            occurs(k, i);
            j++;
            continue;
          }
          // Stale (its piece has nobody waiting): drop it; the piece is covered afresh if needed.
          if ((entry - k) / D === gen[k]) covered[k] = 0;
          list[j] = list[list.length - 1] as number;
          list.pop();
        }
        listLength[seg] = list.length;
      }
      if (!live) quietAt[x] = epoch;
    }
    // Rules standing at the end with nothing left to find (a head that is the whole path).
    while (armed < arms.length) {
      const w = arms[armed++] as number;
      step[w] = 0;
      if ((rules[w] as CompiledRule).head.length === L && seqStart[w] === seqStart[w + 1])
        finish(w, L);
    }
    for (const seg of touchedSegs) {
      (lists[seg] as number[]).length = 0;
      listLength[seg] = 0;
    }
    for (const k of touchedPieces) {
      qHead[k] = -1;
      qTail[k] = -1;
      covered[k] = 0;
      gen[k] = 0;
    }
    touchedSegs.length = 0;
    touchedPieces.length = 0;
    return best;
  };
}

import { buildDenseTrie } from './denseTrie';

/**
 * The literal pieces of every wildcard rule of a group (`/a*b*c$` → `b`, `c`), compiled once into
 * an Aho–Corasick automaton (one left-to-right pass over a path reports every piece occurrence)
 * and a numbering of the pieces for pieceScan.ts. See docs/decisions.md "robots.txt engine:
 * bounded matching".
 *
 * Patterns and paths are ASCII here (escapePattern and matchPath percent-encode the rest), so a
 * transition is keyed by `node × 128 + character` in one open-addressing table of typed arrays.
 */

/**
 * Piece k ends at automaton node `pieceNode[k]`. A path position where the automaton is in node v
 * ends an occurrence of exactly the pieces on v's output chain: `out[v]`, then its dictionary
 * parents. `tin`/`tout` number that dictionary tree depth-first, so piece u is on the chain of
 * piece x exactly when tin[u] ≤ tin[x] < tout[u].
 */
export interface PieceAutomaton {
  pieceCount: number;
  pieceLength: Int32Array;
  tin: Int32Array;
  tout: Int32Array;
  /** Child of the root for each ASCII character (0: none). */
  rootRow: Int32Array;
  /** One child of each node and its character, tried before the table (most nodes have one). */
  firstChar: Int32Array;
  firstChild: Int32Array;
  /** 1 when the node has more children than `firstChild`, which the table holds. */
  branches: Uint8Array;
  /**
   * The last transition taken from each node, failure links included: a path that repeats
   * (`aaaa…`, `abab…`, what long hostile paths are made of) steps in one comparison.
   */
  lastChar: Int32Array;
  lastTarget: Int32Array;
  keys: Int32Array;
  values: Int32Array;
  mask: number;
  fail: Int32Array;
  /** Piece index of the longest piece ending at this node's text, -1 when none. */
  out: Int32Array;
  /** Each piece's longest proper suffix that is a piece, -1 when none. */
  dictParent: Int32Array;
  /**
   * The whole transition function when it fits in DENSE_CELLS: `dense[v × width + column[c]]`,
   * column 0 for characters no piece has (back to the root). One read per character instead of a
   * walk of failure links through the hash table, whose misses cost 20–40 ns a character on
   * random paths over pieces of a small alphabet (`*abbabab…`: 97 ms for a 2 MB path).
   */
  dense: Int32Array | null;
  column: Uint8Array;
  width: number;
}

/** At most this many cells (4 bytes each) for the dense transition table. */
export const DENSE_CELLS = 1 << 22;

/** Fibonacci hashing: the top bits of key × 2^32/φ spread consecutive keys over the table. */
function hashSlot(keys: Int32Array, mask: number, key: number): number {
  let slot = (Math.imul(key, 0x9e3779b1) >>> Math.clz32(mask)) & mask;
  while (keys[slot] !== -1 && keys[slot] !== key) slot = (slot + 1) & mask;
  return slot;
}

/** The child of node `v` by character `c`, or -1. */
export function childOf(a: PieceAutomaton, v: number, c: number): number {
  if (v === 0) return (a.rootRow[c] as number) || -1;
  if (a.firstChar[v] === c) return a.firstChild[v] as number;
  if (a.branches[v] === 0) return -1;
  const slot = hashSlot(a.keys, a.mask, v * 128 + c);
  return a.keys[slot] === -1 ? -1 : (a.values[slot] as number);
}

/** Compile distinct ASCII pieces; `pieces[k]` gets piece index k. */
export function buildPieceAutomaton(pieces: readonly string[]): PieceAutomaton {
  const bound = pieces.reduce((n, p) => n + p.length, 1);
  const column = new Uint8Array(128);
  let width = 1;
  for (const piece of pieces)
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i) & 127;
      if (column[c] === 0) column[c] = width++;
    }
  return bound * width <= DENSE_CELLS
    ? denseAutomaton(pieces, bound, column, width)
    : hashedAutomaton(pieces, bound);
}

function denseAutomaton(
  pieces: readonly string[],
  bound: number,
  column: Uint8Array,
  width: number,
): PieceAutomaton {
  const { nodes, table, fail, endOf, order } = buildDenseTrie(pieces, bound, column, width);
  const a = blank(pieces, nodes);
  a.fail = fail;
  a.dense = table;
  a.column = column;
  a.width = width;
  setOutputs(a, order, endOf);
  return a;
}

/**
 * Every field in one order, whichever form is built: the scan's hot loop reads these objects,
 * and two shapes would make each read polymorphic (it doubled a 2 MB check).
 */
function blank(pieces: readonly string[], nodes: number): PieceAutomaton {
  const none = new Int32Array(0);
  return {
    pieceCount: pieces.length,
    pieceLength: Int32Array.from(pieces, (p) => p.length),
    tin: new Int32Array(pieces.length),
    tout: new Int32Array(pieces.length),
    rootRow: none,
    firstChar: none,
    firstChild: none,
    branches: new Uint8Array(0),
    lastChar: none,
    lastTarget: none,
    keys: none,
    values: none,
    mask: 0,
    fail: none,
    out: new Int32Array(nodes).fill(-1),
    dictParent: new Int32Array(pieces.length).fill(-1),
    dense: null,
    column: new Uint8Array(128),
    width: 1,
  };
}

/** Outputs and the dictionary tree, from the nodes in breadth-first order and their pieces. */
function setOutputs(a: PieceAutomaton, order: Int32Array, endOf: Int32Array): void {
  for (const v of order) {
    const failOut = a.out[a.fail[v] as number] as number;
    const k = endOf[v] as number;
    a.out[v] = k === -1 ? failOut : k;
    if (k !== -1) a.dictParent[k] = failOut;
  }
  numberDictionaryTree(a, a.dictParent);
}

function hashedAutomaton(pieces: readonly string[], total: number): PieceAutomaton {
  let size = 16;
  while (size < total * 2) size *= 2;
  const keys = new Int32Array(size).fill(-1);
  const values = new Int32Array(size);
  const firstChild = new Int32Array(total).fill(-1);
  const nextSibling = new Int32Array(total).fill(-1);
  const charOf = new Int32Array(total);
  const endOf = new Int32Array(total).fill(-1);
  const a = blank(pieces, total);
  a.rootRow = new Int32Array(128);
  a.firstChar = new Int32Array(total).fill(-1);
  a.firstChild = firstChild;
  a.branches = new Uint8Array(total);
  a.lastChar = new Int32Array(total).fill(-1);
  a.lastTarget = new Int32Array(total);
  a.keys = keys;
  a.values = values;
  a.mask = size - 1;
  a.fail = new Int32Array(total);
  let nodes = 1;
  pieces.forEach((piece, k) => {
    let v = 0;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i) & 127;
      let w = childOf(a, v, c);
      if (w === -1) {
        w = nodes++;
        if (v === 0) a.rootRow[c] = w;
        else {
          const slot = hashSlot(keys, a.mask, v * 128 + c);
          keys[slot] = v * 128 + c;
          values[slot] = w;
        }
        charOf[w] = c;
        if (firstChild[v] !== -1) a.branches[v] = 1;
        nextSibling[w] = firstChild[v] as number;
        firstChild[v] = w;
        a.firstChar[v] = c;
      }
      v = w;
    }
    endOf[v] = k;
  });
  // Breadth first: a node's failure link is known before its children's.
  const queue = new Int32Array(nodes - 1);
  let tail = 0;
  for (let w = firstChild[0] as number; w !== -1; w = nextSibling[w] as number) queue[tail++] = w;
  for (let head = 0; head < tail; head++) {
    const v = queue[head] as number;
    for (let w = firstChild[v] as number; w !== -1; w = nextSibling[w] as number) {
      const c = charOf[w] as number;
      let f = a.fail[v] as number;
      while (f !== 0 && childOf(a, f, c) === -1) f = a.fail[f] as number;
      a.fail[w] = Math.max(childOf(a, f, c), 0);
      queue[tail++] = w;
    }
  }
  setOutputs(a, queue, endOf);
  return a;
}

/** Depth-first numbering of the dictionary tree (a piece's parent: its longest proper suffix piece). */
function numberDictionaryTree(a: PieceAutomaton, parent: Int32Array): void {
  const n = a.pieceCount;
  const first = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(n).fill(-1);
  for (let k = n - 1; k >= 0; k--) {
    const p = (parent[k] as number) === -1 ? n : (parent[k] as number);
    next[k] = first[p] as number;
    first[p] = k;
  }
  const stack: number[] = [];
  for (let k = first[n] as number; k !== -1; k = next[k] as number) stack.push(k);
  let clock = 0;
  while (stack.length > 0) {
    const k = stack.pop() as number;
    if (k < 0) {
      a.tout[~k] = clock;
      continue;
    }
    a.tin[k] = clock++;
    stack.push(~k);
    for (let c = first[k] as number; c !== -1; c = next[c] as number) stack.push(c);
  }
}

/** The automaton's state after reading character `c` in state `v` (ASCII; anything else resets). */
export function stepAutomaton(a: PieceAutomaton, v: number, c: number): number {
  if (a.dense) return c < 128 ? (a.dense[v * a.width + (a.column[c] as number)] as number) : 0;
  if (a.lastChar[v] === c) return a.lastTarget[v] as number;
  if (c >= 128) return 0;
  let node = v;
  let t = childOf(a, node, c);
  while (t === -1 && node !== 0) {
    node = a.fail[node] as number;
    t = childOf(a, node, c);
  }
  const target = t === -1 ? 0 : t;
  a.lastChar[v] = c;
  a.lastTarget[v] = target;
  return target;
}

/**
 * Mark `seen[k] = stamp` for every piece k occurring in `path`. A piece's dictionary parents
 * are marked with it, so a walk stops at the first marked piece: O(path + pieces), and the pass
 * ends as soon as every piece has been seen.
 */
export function markPresent(a: PieceAutomaton, path: string, seen: Int32Array, stamp: number) {
  let v = 0;
  let unseen = a.pieceCount;
  for (let i = 0; i < path.length && unseen > 0; i++) {
    v = stepAutomaton(a, v, path.charCodeAt(i));
    for (let k = a.out[v] as number; k !== -1 && seen[k] !== stamp; k = a.dictParent[k] as number) {
      seen[k] = stamp;
      unseen--;
    }
  }
}

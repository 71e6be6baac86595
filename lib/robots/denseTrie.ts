/**
 * The Aho–Corasick automaton of a set of ASCII pieces as one dense table (pieceAutomaton.ts uses
 * it when `nodes × width` fits its cell budget): `table[v × width + column[c]]` is the next node
 * from v on character c, failure links already folded in, column 0 for characters no piece has.
 * Built with array reads only: the hash-table build cost 47 ms for 17,652 random 17-character
 * pieces over `ab` (issue 12 item 2), this about a tenth of it.
 */
export interface DenseTrie {
  nodes: number;
  table: Int32Array;
  fail: Int32Array;
  /** Piece index ending at each node, -1 when none. */
  endOf: Int32Array;
  /** The nodes other than the root, breadth first. */
  order: Int32Array;
}

/** `bound`: at least the number of nodes (1 + the pieces' total length will do). */
export function buildDenseTrie(
  pieces: readonly string[],
  bound: number,
  column: Uint8Array,
  width: number,
): DenseTrie {
  // While building, 0 means "no child" (the root is nobody's child).
  let table = new Int32Array(bound * width);
  const endNode = new Int32Array(pieces.length);
  let nodes = 1;
  pieces.forEach((piece, k) => {
    let v = 0;
    for (let i = 0; i < piece.length; i++) {
      const cell = v * width + (column[piece.charCodeAt(i) & 127] as number);
      let w = table[cell] as number;
      if (w === 0) {
        w = nodes++;
        table[cell] = w;
      }
      v = w;
    }
    endNode[k] = v;
  });
  // Shared prefixes leave most of the bound unused (nested pieces: 500 KiB of text, 999 nodes).
  if (nodes < bound) table = table.slice(0, nodes * width);
  const endOf = new Int32Array(nodes).fill(-1);
  endNode.forEach((v, k) => {
    endOf[v] = k;
  });
  const fail = new Int32Array(nodes);
  const order = new Int32Array(Math.max(nodes - 1, 0));
  let tail = 0;
  for (let col = 1; col < width; col++) {
    const w = table[col] as number;
    if (w !== 0) order[tail++] = w;
  }
  // Breadth first: a node's failure target is shallower, so its row is complete already, while
  // the node's own row still holds only its children.
  for (let head = 0; head < tail; head++) {
    const v = order[head] as number;
    const row = v * width;
    const failRow = (fail[v] as number) * width;
    for (let col = 1; col < width; col++) {
      const w = table[row + col] as number;
      if (w !== 0) {
        fail[w] = table[failRow + col] as number;
        order[tail++] = w;
      } else table[row + col] = table[failRow + col] as number;
    }
  }
  return { nodes, table, fail, endOf, order };
}

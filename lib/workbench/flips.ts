import type { ReadingId } from '../robots/readings';
import { type Access, cell, type Matrix } from './matrix';
import { readingPairs } from './readingColumns';

/** A URL whose verdict for one crawler differs between two columns (live vs draft). */
export interface FlipRow {
  /** Whose reading flips: `google` (the engine) or another parser's. */
  reading: ReadingId;
  url: string;
  agent: string;
  live: Access;
  draft: Access;
  lineLive: number | null;
  lineDraft: number | null;
}

export interface FlipSummary {
  /** URL × crawler pairs checked. */
  checked: number;
  flipped: number;
  /** Allowed live, disallowed in the draft. */
  nowDisallowed: number;
  nowAllowed: number;
}

/** Every flipped pair between column `from` (live) and column `to` (draft), in matrix order. */
export function flips(
  matrix: Matrix,
  from = 0,
  to = 1,
  reading: ReadingId = 'google',
): { rows: FlipRow[]; summary: FlipSummary } {
  const rows: FlipRow[] = [];
  const before = matrix.allowed[from];
  const after = matrix.allowed[to];
  const n = matrix.agents.length;
  let nowDisallowed = 0;
  if (before && after) {
    for (let pair = 0; pair < before.length; pair++) {
      if (before[pair] === after[pair]) continue;
      const live = cell(matrix, from, pair);
      const draft = cell(matrix, to, pair);
      if (live.access === 'allowed') nowDisallowed += 1;
      rows.push({
        reading,
        url: matrix.urls[Math.floor(pair / n)] as string,
        agent: matrix.agents[pair % n] as string,
        live: live.access,
        draft: draft.access,
        lineLive: live.line,
        lineDraft: draft.line,
      });
    }
  }
  const checked = matrix.urls.length * n;
  return {
    rows,
    summary: {
      checked,
      flipped: rows.length,
      nowDisallowed,
      nowAllowed: rows.length - nowDisallowed,
    },
  };
}

/** The flips of every reading the matrix has columns for (Google's first), each with its summary. */
export function readingFlips(matrix: Matrix): {
  rows: FlipRow[];
  byReading: { reading: ReadingId; summary: FlipSummary }[];
} {
  const each = readingPairs(matrix.columns).map(({ reading, from, to }) => ({
    reading,
    ...flips(matrix, from, to, reading),
  }));
  return {
    rows: each.flatMap((e) => e.rows),
    byReading: each.map(({ reading, summary }) => ({ reading, summary })),
  };
}

import { type ReadingId, readAs } from '../robots/readings';
import type { Evaluator } from './matrix';

/** The other parsers' readings a run may add as columns (Google's is the engine's `live`/`draft`). */
export const EXTRA_READINGS = ['scrapy', 'python'] as const satisfies readonly ReadingId[];
export type ExtraReading = (typeof EXTRA_READINGS)[number];

export type Version = 'live' | 'draft';

/**
 * A column's id: the engine's `live` and `draft` (Google's reading, the first two columns), or
 * `scrapy_live`, `python_draft` for another reading. The ids are the CSV headers and JSON keys.
 */
export function columnId(reading: ReadingId, version: Version): string {
  return reading === 'google' ? version : `${reading}_${version}`;
}

/** `reading`'s parser (docs/design.md "Readings") as a matrix column: parsed once, checked many. */
export function readingEvaluator(reading: ExtraReading, version: Version, text: string): Evaluator {
  const read = readAs(reading, text);
  return {
    id: columnId(reading, version),
    check: (url, agent) => {
      const allowed = read.allowed(url, agent);
      return { allowed, line: read.line(url, agent) };
    },
  };
}

/** Each reading's live and draft columns in `columns`, Google's first: the pairs whose flips count. */
export function readingPairs(
  columns: readonly string[],
): { reading: ReadingId; from: number; to: number }[] {
  const readings: ReadingId[] = ['google', ...EXTRA_READINGS];
  return readings.flatMap((reading) => {
    const from = columns.indexOf(columnId(reading, 'live'));
    const to = columns.indexOf(columnId(reading, 'draft'));
    return from >= 0 && to >= 0 ? [{ reading, from, to }] : [];
  });
}

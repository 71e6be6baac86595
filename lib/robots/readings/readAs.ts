import { readAsGoogle } from './google';
import { readAsProtego } from './protego';
import { readAsPython } from './python';
import type { Reading, ReadingId } from './types';

const READERS: Record<ReadingId, (text: string) => Reading> = {
  google: readAsGoogle,
  scrapy: readAsProtego,
  python: readAsPython,
};

/** The file as `reading`'s parser reads it (docs/design.md "Readings"). Parses once; never throws. */
export function readAs(reading: ReadingId, text: string): Reading {
  const read = READERS[reading] ?? readAsGoogle;
  return read(typeof text === 'string' ? text : String(text ?? ''));
}

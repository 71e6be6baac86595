/**
 * Readings: the same robots.txt as other widely used parsers read it (DESIGN.md "Readings").
 * Pure: plain data in, plain data out.
 */
export { readAs } from './read-as';
export type { Reading, ReadingFailure, ReadingId } from './types';
export { READING_IDS } from './types';

/**
 * Readings: the same robots.txt as other widely used parsers read it (docs/design.md "Readings").
 * Pure: plain data in, plain data out.
 */
export { CAUSE_TEXT, type CauseCode } from './causes';
export { type CompareInput, compareReadings, type ReadingRow } from './compare';
export { type FetchOutcome, type OutcomePolicy, outcomePolicy } from './fetchOutcome';
export { type NonRfcToken, nonRfcToken, type TokenAnswer } from './nonRfcToken';
export { readAs } from './readAs';
export type { Reading, ReadingFailure, ReadingId } from './types';
export { READING_IDS } from './types';

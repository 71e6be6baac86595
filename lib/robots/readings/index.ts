/**
 * Readings: the same robots.txt as other widely used parsers read it (DESIGN.md "Readings").
 * Pure: plain data in, plain data out.
 */
export { CAUSE_TEXT, type CauseCode } from './causes';
export { type CompareInput, compareReadings, type ReadingRow } from './compare';
export { type FetchOutcome, type OutcomePolicy, outcomePolicy } from './fetch-outcome';
export { type NonRfcToken, nonRfcToken, type TokenAnswer } from './non-rfc-token';
export { readAs } from './read-as';
export type { Reading, ReadingFailure, ReadingId } from './types';
export { READING_IDS } from './types';

/**
 * The robots.txt engine's public surface (docs/design.md "The engine's public surface").
 * Pure: plain data in, plain data out; no browser API, no network, no clock.
 */
export { checkUrl } from './check';
export { DEFAULT_DELAY_LIMITS, parseDelay, resolveCrawlDelay } from './crawlDelay';
export { delayToken } from './delayGroups';
export { escapePattern, matchPath, pathParamsQuery } from './encode';
export { selectGroups, wildcardGroups } from './groups';
/** For readers of non-RFC records (lib/signals: Content-Signal, Content-Usage). */
export { splitKeyValue } from './keys';
export { MAX_BODY_BYTES, MAX_LINE_BYTES, splitLines } from './lines';
export { parseRobots } from './parse';
export type {
  CauseCode,
  CompareInput,
  FetchOutcome,
  NonRfcToken,
  OutcomePolicy,
  Reading,
  ReadingFailure,
  ReadingId,
  ReadingRow,
  TokenAnswer,
} from './readings';
export {
  CAUSE_TEXT,
  compareReadings,
  nonRfcToken,
  outcomePolicy,
  READING_IDS,
  readAs,
} from './readings';
export { listSitemaps, resolveSitemap } from './sitemaps';
export { groupToken, isValidProductToken, isWildcardAgent, productToken } from './token';
export type * from './types';
export { createUrlGate } from './urlGate';
export type { WarningCode } from './warnings';

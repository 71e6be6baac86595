/**
 * The robots.txt engine's public surface (docs/design.md "The engine's public surface").
 * Pure: plain data in, plain data out; no browser API, no network, no clock.
 */
export { checkUrl } from './check';
export { DEFAULT_DELAY_LIMITS, parseDelay, resolveCrawlDelay } from './crawlDelay';
export { escapePattern, matchPath, pathParamsQuery } from './encode';
export { selectGroups, wildcardGroups } from './groups';
export { MAX_BODY_BYTES, MAX_LINE_BYTES, splitLines } from './lines';
export { parseRobots } from './parse';
export { listSitemaps, resolveSitemap } from './sitemaps';
export { groupToken, isValidProductToken, productToken } from './token';
export type * from './types';
export type { WarningCode } from './warnings';

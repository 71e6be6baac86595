/**
 * The page's own signals (docs/design.md "The page's own signals"): pure readers, text and headers in,
 * findings with their source out. No browser API, network, storage or clock.
 */
export { readCanonical } from './canonical';
export { headerSources, metaSources } from './directiveSources';
export { parseDirectives, parseUnavailableAfter } from './directives';
export { crawlerKey, resolveIndexing } from './indexing';
export { parseLinkHeader } from './linkHeader';
export { type LlmsTxt, readLlmsTxt } from './llmsTxt';
export { MAX_HEAD_BYTES, MAX_HEAD_ELEMENTS, readHead } from './readHead';
export { type PageSignalsInput, readPageSignals } from './readPageSignals';
export { readRobotsUsage } from './robotsUsage';
export { indexingSourceLabel, noindexSource } from './sourceLabel';
export { parseTdmrepJson, readTdmrep, type TdmrepFile, tdmrepPriority } from './tdmrep';
export type * from './types';
export { AI_SIGNAL_KINDS, CONFLICT_CODES } from './types';
export { readUsagePrefs } from './usagePrefs';

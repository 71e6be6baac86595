export { buildReport, type ReportCache, type ReportInput } from './buildReport';
export { tokenCaveat, wildcardCaveat } from './crawlerCaveats';
export { MIN_PACE_SAMPLES, suggestedPace } from './suggestedPace';
export type * from './types';
export { type CacheAnswer, unusableAs, verdictKind } from './verdictPolicy';

export { buildReport, type ReportCache, type ReportInput } from './buildReport';
export { suggestedPace } from './suggestedPace';
export type * from './types';
export { type CacheAnswer, unusableAs, verdictKind } from './verdictPolicy';

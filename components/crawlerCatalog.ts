import { crawlerToken, findPreset, PRESET_GROUPS, tokenProblem } from '@/lib/crawlers';

/**
 * The presets by purpose and the token helpers, for the crawler picker. The preset data (all of
 * presets.json) comes with the popup's later chunk, off the verdict's path (issue 14: ≤ 15 KB).
 */
export const crawlerCatalog = { groups: PRESET_GROUPS, findPreset, tokenProblem, crawlerToken };

export type CrawlerCatalog = typeof crawlerCatalog;

import { crawlerToken, findPreset, PRESET_GROUPS, tokenIssue } from '@/lib/crawlers';
import { tokenIssueText } from './tokenIssueText';

/**
 * The presets by purpose and the token helpers, for the crawler picker. The preset data (all of
 * presets.json) comes with the popup's later chunk, off the verdict's path (issue 14: ≤ 15 KB).
 */
/** Why a typed name cannot be checked, in the browser's language; null when it can. */
function tokenProblem(input: string): string | null {
  const issue = tokenIssue(input);
  return issue ? tokenIssueText(issue) : null;
}

export const crawlerCatalog = { groups: PRESET_GROUPS, findPreset, tokenProblem, crawlerToken };

export type CrawlerCatalog = typeof crawlerCatalog;

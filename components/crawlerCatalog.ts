import { findPreset, PRESET_GROUPS, readCrawlerName } from '@/lib/crawlers';
import { tokenIssueText } from './tokenIssueText';

/**
 * The presets by purpose and the token helpers, for the crawler picker. The preset data (all of
 * presets.json) comes with the popup's later chunk, off the verdict's path (issue 14: ≤ 15 KB).
 */

/** A typed name or User-Agent string as the token it stands for, or why not in the browser's language. */
export type ReadName =
  | { ok: true; token: string; from: string | null }
  | { ok: false; message: string };

function readName(input: string): ReadName {
  const read = readCrawlerName(input);
  return read.ok ? read : { ok: false, message: tokenIssueText(read.issue) };
}

export const crawlerCatalog = { groups: PRESET_GROUPS, findPreset, readName };

export type CrawlerCatalog = typeof crawlerCatalog;

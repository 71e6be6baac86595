import type { PageSignalsReport } from '@/lib/page/types';
import { indexingSourceLabel, noindexSource } from '@/lib/signals/sourceLabel';

/**
 * What the badge adds to the crawl verdict when the user opts in (issue 15, setting
 * `badgeIndexing`): the page says noindex for the chosen crawler, or says it on a page robots.txt
 * keeps that crawler from fetching (it never sees the noindex: DESIGN.md "Conflicts, in words").
 * `source` names where the noindex was written, for the toolbar title.
 */
export interface BadgeIndexing {
  state: 'noindex' | 'noindex-conflict';
  source: string;
}

export function badgeIndexingOf(page: PageSignalsReport): BadgeIndexing | null {
  const { indexing, conflicts } = page.signals;
  if (indexing.index !== 'noindex') return null;
  const found = noindexSource(indexing.sources);
  const source = found ? indexingSourceLabel(found) : '';
  const conflict = conflicts.some((c) => c.code === 'noindex-unreachable-by-crawler');
  return { state: conflict ? 'noindex-conflict' : 'noindex', source };
}

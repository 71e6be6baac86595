import type { Conflict, Indexing } from './types';

/**
 * Where the page's signals and robots.txt disagree (docs/design.md "The page's own signals"):
 * - noindex on a page the crawler may not fetch: it never sees the noindex, so the URL may be
 *   indexed without its content (Google, "Block Search indexing with noindex": "the page must
 *   not be blocked by a robots.txt file … otherwise the crawler will never see the noindex");
 * - a canonical robots.txt disallows for this crawler (it cannot fetch the URL it is sent to);
 * - a canonical other than the page; two canonicals that disagree (Google ignores both).
 */
export function findConflicts(
  indexing: Indexing,
  pageUrl: string,
  isAllowed: (url: string) => boolean | null,
): Conflict[] {
  const conflicts: Conflict[] = [];
  if (indexing.index === 'noindex' && isAllowed(pageUrl) === false)
    conflicts.push({ code: 'noindex-unreachable-by-crawler' });
  const { canonical } = indexing;
  if (canonical.state === 'conflicting') {
    const urls = [...new Set(canonical.candidates.flatMap((c) => (c.url ? [c.url] : [])))];
    conflicts.push({ code: 'canonical-conflict', urls });
    const blocked = urls.filter((u) => isAllowed(u) === false);
    if (blocked.length > 0) conflicts.push({ code: 'canonical-disallowed', urls: blocked });
  } else if (canonical.state === 'other' && canonical.url) {
    conflicts.push({ code: 'canonical-other', urls: [canonical.url] });
    if (isAllowed(canonical.url) === false)
      conflicts.push({ code: 'canonical-disallowed', urls: [canonical.url] });
  }
  return conflicts;
}

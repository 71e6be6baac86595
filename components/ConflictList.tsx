import type { Conflict } from '@/lib/signals';
import { agentName } from './format';

export interface ConflictListProps {
  conflicts: Conflict[];
  agent: string;
}

/** Each conflict between the page's signals and robots.txt, in words (docs/design.md "The page's own signals"). */
function words(conflict: Conflict, agent: string): string {
  const name = agentName(agent);
  const urls = (conflict.urls ?? []).join(', ');
  switch (conflict.code) {
    case 'noindex-unreachable-by-crawler':
      return `The page says noindex, but robots.txt disallows it for ${name}: the crawler never fetches it, so it never sees the noindex — the URL may still be indexed without its content.`;
    case 'canonical-disallowed':
      return `The canonical URL ${urls} is disallowed for ${name} by robots.txt, so the crawler cannot fetch the page it is pointed to.`;
    case 'canonical-other':
      return `The canonical URL is another page (${urls}): search engines are asked to index that one instead.`;
    case 'canonical-conflict':
      return `The page names canonicals that disagree (${urls}); search engines may ignore them all.`;
    default:
      return conflict.code;
  }
}

export function ConflictList({ conflicts, agent }: ConflictListProps) {
  return (
    <ul class="conflicts" data-testid="conflicts">
      {conflicts.map((c) => (
        <li key={c.code} data-code={c.code} class="callout warn">
          <span aria-hidden="true">⚠ </span>
          {words(c, agent)}
        </li>
      ))}
    </ul>
  );
}

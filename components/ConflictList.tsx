import { i18n } from '#i18n';
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
      return i18n.t('popup.conflict.noindexUnreachable', [name]);
    case 'canonical-disallowed':
      return i18n.t('popup.conflict.canonicalDisallowed', [name, urls]);
    case 'canonical-other':
      return i18n.t('popup.conflict.canonicalOther', [name, urls]);
    case 'canonical-conflict':
      return i18n.t('popup.conflict.canonicalConflict', [name, urls]);
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

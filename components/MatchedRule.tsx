import type { DeciderGroup } from '@/lib/report';
import type { RuleLine } from '@/lib/robots/types';
import { ruleText } from './format';

import { LineLink } from './LineLink';
import { visible } from './visible';

export interface MatchedRuleProps {
  rule: RuleLine;
  group: DeciderGroup | null;
  /** Opens the robots.txt view at a line; without it, line numbers are plain text. */
  onLine?: (line: number) => void;
}

/** The line that decided, and the User-agent line(s) of the group(s) it stands in, in file order. */
export function MatchedRule({ rule, group, onLine }: MatchedRuleProps) {
  const agents = [...(group?.agents ?? [])].sort((a, b) => a.line - b.line);
  return (
    <p class="matched-rule" data-testid="matched-rule" data-line={rule.line}>
      Decided by <code>{visible(ruleText(rule))}</code> at{' '}
      <LineLink line={rule.line} onLine={onLine} />
      {agents.length ? (
        <>
          , under{' '}
          {agents.map((a, i) => (
            <span key={a.line}>
              {i > 0 && ', '}
              <code>{visible(`User-agent: ${a.value}`)}</code> at{' '}
              <LineLink line={a.line} onLine={onLine} />
            </span>
          ))}
        </>
      ) : null}
      .
    </p>
  );
}

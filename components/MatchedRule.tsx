import type { DeciderGroup } from '@/lib/report';
import type { RuleLine } from '@/lib/robots/types';
import { ruleText } from './format';
import { visible } from './visible';

export interface MatchedRuleProps {
  rule: RuleLine;
  group: DeciderGroup | null;
}

/** The line that decided, and the User-agent line(s) of the group it stands in. */
export function MatchedRule({ rule, group }: MatchedRuleProps) {
  return (
    <p class="matched-rule" data-testid="matched-rule" data-line={rule.line}>
      Decided by <code>{visible(ruleText(rule))}</code> at line {rule.line}
      {group?.agents.length ? (
        <>
          , under{' '}
          {group.agents.map((a, i) => (
            <span key={a.line}>
              {i > 0 && ', '}
              <code>{visible(`User-agent: ${a.value}`)}</code> at line {a.line}
            </span>
          ))}
        </>
      ) : null}
      .
    </p>
  );
}

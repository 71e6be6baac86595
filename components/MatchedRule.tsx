import { i18n } from '#i18n';
import type { DeciderGroup } from '@/lib/report';
import type { RuleLine } from '@/lib/robots/types';
import { ruleText } from './format';
import { tNodes } from './tNodes';
import { visible } from './visible';

export interface MatchedRuleProps {
  rule: RuleLine;
  group: DeciderGroup | null;
}

/** The line that decided, and the User-agent line(s) of the group it stands in. */
export function MatchedRule({ rule, group }: MatchedRuleProps) {
  return (
    <p class="matched-rule" data-testid="matched-rule" data-line={rule.line}>
      {tNodes('popup.matched.decidedBy', [<code>{visible(ruleText(rule))}</code>, rule.line])}
      {group?.agents.length ? (
        <>
          {i18n.t('popup.matched.under')}
          {group.agents.map((a, i) => (
            <span key={a.line}>
              {i > 0 && i18n.t('common.listSeparator')}
              {tNodes('popup.matched.agentAt', [
                <code>{visible(`User-agent: ${a.value}`)}</code>,
                a.line,
              ])}
            </span>
          ))}
        </>
      ) : null}
      {i18n.t('common.period')}
    </p>
  );
}

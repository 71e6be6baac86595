import { i18n } from '#i18n';
import type { DeciderGroup } from '@/lib/report';
import type { RuleLine } from '@/lib/robots/types';
import { ruleText } from './format';

export interface MatchedRuleProps {
  rule: RuleLine;
  group: DeciderGroup | null;
}

/** The line that decided, and the User-agent line(s) of the group it stands in. */
export function MatchedRule({ rule, group }: MatchedRuleProps) {
  return (
    <p class="matched-rule" data-testid="matched-rule" data-line={rule.line}>
      {i18n.t('popup.matched.decidedBy', [ruleText(rule), rule.line])}
      {group?.agents.length
        ? i18n.t('popup.matched.under') +
          group.agents
            .map((a) => i18n.t('popup.matched.agentAt', [`User-agent: ${a.value}`, a.line]))
            .join(i18n.t('common.listSeparator'))
        : null}
      {i18n.t('common.period')}
    </p>
  );
}

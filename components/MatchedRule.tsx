import type { ComponentChild } from 'preact';
import { i18n } from '#i18n';
import type { DeciderGroup } from '@/lib/report';
import type { RuleLine } from '@/lib/robots/types';
import { visibleText } from '@/lib/text/visibleText';
import { ruleText } from './format';
import { LineLink } from './LineLink';
import { tNodes } from './tNodes';

export interface MatchedRuleProps {
  rule: RuleLine;
  group: DeciderGroup | null;
  /** Opens the robots.txt view at a line; without it, line numbers are plain text. */
  onLine?: (line: number) => void;
  /**
   * How site text is shown: `visible` (components/visible.tsx, each mark styled and named) once
   * the popup's later chunk is in; until then the marks as plain text, never the raw characters.
   */
  mark?: (text: string) => ComponentChild;
}

/** The line that decided, and the User-agent line(s) of the group(s) it stands in, in file order. */
export function MatchedRule({ rule, group, onLine, mark = visibleText }: MatchedRuleProps) {
  const agents = [...(group?.agents ?? [])].sort((a, b) => a.line - b.line);
  return (
    <p class="matched-rule" data-testid="matched-rule" data-line={rule.line}>
      {tNodes('popup.matched.decided', [
        <code key="rule">{mark(ruleText(rule))}</code>,
        <LineLink key="line" line={rule.line} onLine={onLine} />,
      ])}
      {agents.length
        ? tNodes('popup.matched.underGroup', [
            agents.map((a, i) => (
              <span key={a.line}>
                {i > 0 && i18n.t('popup.matched.listSep')}
                {tNodes('popup.matched.groupAt', [
                  <code key="agent">{mark(`User-agent: ${a.value}`)}</code>,
                  <LineLink key="line" line={a.line} onLine={onLine} />,
                ])}
              </span>
            )),
          ])
        : null}
      {i18n.t('popup.matched.end')}
    </p>
  );
}

import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { CrawlerRow } from '@/lib/report';

import { visibleText } from '@/lib/text/visibleText';
import { groupByPurpose, type Purpose } from './crawlerRows';
import { ruleText } from './format';
import { LineLink } from './LineLink';
import { presetOperator, presetPurpose } from './presetText';
import { tNodes } from './tNodes';
import { visible } from './visible';

export interface CrawlerTableProps {
  /** Every row, the chosen crawler included (components/crawlerRows.ts `crawlerRows`). */
  rows: CrawlerRow[];
  /** The token the main verdict is for, marked in the table. */
  current: string;
  onLine?: (line: number) => void;
}

/** "Who may crawl this page": rows grouped by purpose, the deciding line in full. */
export function CrawlerTable({ rows, current, onLine }: CrawlerTableProps) {
  return (
    <table class="crawlers" data-testid="crawlers">
      <caption class="sr-only">{i18n.t('popup.crawlers.caption')}</caption>
      {groupByPurpose(rows).map((g) => (
        <tbody key={g.purpose}>
          <tr class="purpose">
            <th scope="colgroup" colSpan={2}>
              {purposeText(g.purpose)}
            </th>
          </tr>
          {g.rows.map((r) => {
            const preset = findPreset(r.token);
            const isCurrent = r.token.toLowerCase() === current.toLowerCase();
            return (
              <tr
                key={r.token}
                class={isCurrent ? 'current' : undefined}
                data-token={r.token}
                data-verdict={r.verdict}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <th
                  scope="row"
                  title={
                    preset
                      ? i18n.t('popup.agent.presetInfo', [
                          presetOperator(preset),
                          presetPurpose(preset),
                        ])
                      : i18n.t('popup.crawlers.customToken')
                  }
                >
                  {r.token === '*' ? i18n.t('popup.crawlers.others') : r.token}
                </th>
                <td>
                  <span class={`c-${r.verdict}`}>
                    <span aria-hidden="true">{r.verdict === 'allowed' ? '✓ ' : '✕ '}</span>
                    {r.verdict === 'allowed'
                      ? i18n.t('popup.crawlers.allowed')
                      : i18n.t('popup.crawlers.disallowed')}
                  </span>
                  <span
                    class="rule-cell"
                    title={r.rule ? visibleText(ruleText(r.rule)) : undefined}
                  >
                    {r.rule ? (
                      <>
                        {' '}
                        {tNodes('popup.crawlers.ruleLine', [
                          <code key="rule">{visible(ruleText(r.rule))}</code>,
                          <LineLink key="line" line={r.rule.line} onLine={onLine} />,
                        ])}
                      </>
                    ) : (
                      i18n.t('popup.crawlers.noRuleCell')
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}

/** A purpose group's heading in the browser's language (./crawlerRows.ts keeps the English ids). */
function purposeText(purpose: Purpose): string {
  switch (purpose) {
    case 'Search':
      return i18n.t('presetCategory.search');
    case 'AI training':
      return i18n.t('presetCategory.aiTraining');
    case 'AI search and assistants':
      return i18n.t('presetCategory.aiSearch');
    default:
      return i18n.t('popup.crawlers.other');
  }
}

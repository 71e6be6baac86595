import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { CrawlerRow } from '@/lib/report';

import { visibleText } from '@/lib/text/visibleText';
import { groupByPurpose } from './crawlerRows';
import { ruleText } from './format';
import { LineLink } from './LineLink';
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
              {g.purpose}
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
                  title={preset ? `${preset.operator}: ${preset.purpose}` : 'Custom token'}
                >
                  {r.token === '*' ? '* (others)' : r.token}
                </th>
                <td>
                  <span class={`c-${r.verdict}`}>
                    <span aria-hidden="true">{r.verdict === 'allowed' ? '✓ ' : '✕ '}</span>
                    {r.verdict}
                  </span>
                  <span
                    class="rule-cell"
                    title={r.rule ? visibleText(ruleText(r.rule)) : undefined}
                  >
                    {r.rule ? (
                      <>
                        {' '}
                        <code>{visible(ruleText(r.rule))}</code> (
                        <LineLink line={r.rule.line} onLine={onLine} />)
                      </>
                    ) : (
                      ' · no rule'
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

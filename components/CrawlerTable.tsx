import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { CrawlerRow } from '@/lib/report';
import { visibleText } from '@/lib/text/visibleText';
import { ruleText } from './format';
import { presetOperator, presetPurpose } from './presetText';
import { tNodes } from './tNodes';
import { visible } from './visible';

export interface CrawlerTableProps {
  rows: CrawlerRow[];
  /** The token the main verdict is for, marked in the table. */
  current: string;
}

/** "Who may crawl this page": one compact row per preset. */
export function CrawlerTable({ rows, current }: CrawlerTableProps) {
  const blocked = rows.filter((r) => r.verdict === 'disallowed').length;
  return (
    <section class="panel" aria-labelledby="crawlers-h" data-testid="crawlers">
      <h2 id="crawlers-h">{i18n.t('popup.crawlers.heading')}</h2>
      <p class="note">
        {blocked === 0
          ? i18n.t('popup.crawlers.allAllowed')
          : i18n.t('popup.crawlers.someBlocked', [blocked, rows.length])}
      </p>
      <table class="crawlers">
        <thead>
          <tr>
            <th scope="col">{i18n.t('popup.crawlers.crawler')}</th>
            <th scope="col">{i18n.t('popup.crawlers.verdict')}</th>
            <th scope="col">{i18n.t('popup.crawlers.rule')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const preset = findPreset(r.token);
            return (
              <tr
                key={r.token}
                class={r.token === current ? 'current' : undefined}
                data-token={r.token}
                data-verdict={r.verdict}
                aria-current={r.token === current ? 'true' : undefined}
              >
                <th
                  scope="row"
                  title={
                    preset
                      ? i18n.t('popup.agent.presetInfo', [
                          presetOperator(preset),
                          presetPurpose(preset),
                        ])
                      : undefined
                  }
                >
                  {r.token}
                </th>
                <td class={`c-${r.verdict}`}>
                  <span aria-hidden="true">{r.verdict === 'allowed' ? '✓ ' : '✕ '}</span>
                  {r.verdict === 'allowed' ? i18n.t('report.allowed') : i18n.t('report.disallowed')}
                </td>
                <td class="rule-cell" title={r.rule ? visibleText(ruleText(r.rule)) : undefined}>
                  {r.rule
                    ? tNodes('popup.crawlers.ruleAt', [visible(ruleText(r.rule)), r.rule.line])
                    : i18n.t('popup.crawlers.noRule')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

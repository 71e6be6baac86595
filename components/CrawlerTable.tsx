import { findPreset } from '@/lib/crawlers';
import type { CrawlerRow } from '@/lib/report';
import { visibleText } from '@/lib/text/visibleText';
import { ruleText } from './format';
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
      <h2 id="crawlers-h">Who may crawl this page</h2>
      <p class="note">
        {blocked === 0
          ? 'Every listed crawler may crawl this page.'
          : `${blocked} of ${rows.length} listed crawlers may not crawl this page.`}
      </p>
      <table class="crawlers">
        <thead>
          <tr>
            <th scope="col">Crawler</th>
            <th scope="col">Verdict</th>
            <th scope="col">Rule</th>
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
                  title={preset ? `${preset.operator}: ${preset.purpose}` : undefined}
                >
                  {r.token}
                </th>
                <td class={`c-${r.verdict}`}>
                  <span aria-hidden="true">{r.verdict === 'allowed' ? '✓ ' : '✕ '}</span>
                  {r.verdict === 'allowed' ? 'allowed' : 'disallowed'}
                </td>
                <td class="rule-cell" title={r.rule ? visibleText(ruleText(r.rule)) : undefined}>
                  {r.rule ? (
                    <>
                      {visible(ruleText(r.rule))} (line {r.rule.line})
                    </>
                  ) : (
                    'no rule'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

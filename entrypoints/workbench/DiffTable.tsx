import { useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { formatMs } from '@/components/intl';
import { formatNumber } from '@/components/intlCore';
import { READING_NAMES } from '@/components/readingWords';
import {
  type Access,
  type FlipFilter,
  type FlipSortKey,
  type FlipSummary,
  filterFlips,
  type MatrixResult,
  NO_FILTER,
  sortFlips,
} from '@/lib/workbench';

export interface DiffTableProps {
  result: MatrixResult;
  ms: number;
  onExport: (format: 'csv' | 'json') => void;
}

/** DESIGN.md "The popup's test contract": a list may render its first 1,000 with the total. */
const MAX_ROWS = 1000;

const access = (a: Access) => i18n.t(a === 'allowed' ? 'report.allowed' : 'report.disallowed');
const counts = (s: FlipSummary): [string, string, string] => [
  formatNumber(s.flipped),
  formatNumber(s.nowDisallowed),
  formatNumber(s.nowAllowed),
];

/** The live-vs-draft diff: summary, filter and sort, one row per flipped URL × crawler (× reading). */
export function DiffTable({ result, ms, onExport }: DiffTableProps) {
  const { summary, rows, matrix } = result;
  const byReading = result.byReading ?? [];
  const readings = byReading.length > 1;
  const [filter, setFilter] = useState<FlipFilter>(NO_FILTER);
  const [sort, setSort] = useState<{ key: FlipSortKey; descending: boolean }>({
    key: 'url',
    descending: false,
  });
  const shown = useMemo(
    () => sortFlips(filterFlips(rows, filter), sort.key, sort.descending),
    [rows, filter, sort],
  );
  const set = (patch: Partial<FlipFilter>) => setFilter({ ...filter, ...patch });
  return (
    <section class="diff">
      <h2>{i18n.t('workbench.diff.heading')}</h2>
      <p data-testid="diff-summary" data-checked={summary.checked} data-flipped={summary.flipped}>
        {i18n.t('workbench.diff.summary', summary.flipped, [
          formatNumber(summary.checked),
          formatMs(ms),
          ...counts(summary),
        ])}{' '}
        <button type="button" onClick={() => onExport('csv')} data-testid="export-csv">
          {i18n.t('workbench.diff.exportCsv')}
        </button>{' '}
        <button type="button" onClick={() => onExport('json')} data-testid="export-json">
          {i18n.t('workbench.diff.exportJson')}
        </button>
      </p>
      {readings && (
        <ul class="reading-flips">
          {byReading.map((r) => (
            <li
              key={r.reading}
              data-testid="reading-flips"
              data-reading={r.reading}
              data-flipped={r.summary.flipped}
            >
              {i18n.t('workbench.diff.perReading', r.summary.flipped, [
                READING_NAMES[r.reading],
                ...counts(r.summary),
              ])}
            </li>
          ))}
        </ul>
      )}
      <div class="filters">
        <label>
          {i18n.t('workbench.diff.crawler')}{' '}
          <select value={filter.agent} onChange={(e) => set({ agent: e.currentTarget.value })}>
            <option value="">{i18n.t('workbench.diff.allCrawlers')}</option>
            {matrix.agents.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          {i18n.t('workbench.diff.change')}{' '}
          <select
            value={filter.direction}
            onChange={(e) => set({ direction: e.currentTarget.value as FlipFilter['direction'] })}
          >
            <option value="all">{i18n.t('workbench.diff.bothWays')}</option>
            <option value="now-disallowed">{i18n.t('workbench.diff.nowDisallowed')}</option>
            <option value="now-allowed">{i18n.t('workbench.diff.nowAllowed')}</option>
          </select>
        </label>
        <label>
          {i18n.t('workbench.diff.urlContains')}{' '}
          <input
            type="search"
            value={filter.text}
            onInput={(e) => set({ text: e.currentTarget.value })}
          />
        </label>
        <label>
          {i18n.t('workbench.diff.sortBy')}{' '}
          <select
            value={`${sort.key} ${sort.descending ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [key, dir] = e.currentTarget.value.split(' ');
              setSort({ key: key as FlipSortKey, descending: dir === 'desc' });
            }}
          >
            <option value="url asc">{i18n.t('workbench.diff.sortUrl')}</option>
            <option value="agent asc">{i18n.t('workbench.diff.sortAgent')}</option>
            <option value="lineLive asc">{i18n.t('workbench.diff.sortLineLive')}</option>
            <option value="lineDraft asc">{i18n.t('workbench.diff.sortLineDraft')}</option>
            <option value="url desc">{i18n.t('workbench.diff.sortUrlDesc')}</option>
          </select>
        </label>
        {readings && (
          <label>
            {i18n.t('workbench.diff.reading')}{' '}
            <select
              data-testid="reading-filter"
              value={filter.reading}
              onChange={(e) => set({ reading: e.currentTarget.value })}
            >
              <option value="">{i18n.t('workbench.diff.allReadings')}</option>
              {byReading.map((r) => (
                <option key={r.reading} value={r.reading}>
                  {READING_NAMES[r.reading]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {shown.length > MAX_ROWS && (
        <p class="hint">
          {i18n.t('workbench.diff.shown', [formatNumber(MAX_ROWS), formatNumber(shown.length)])}
        </p>
      )}
      {rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{i18n.t('workbench.diff.colUrl')}</th>
              {readings && <th>{i18n.t('workbench.diff.colReading')}</th>}
              <th>{i18n.t('workbench.diff.colCrawler')}</th>
              <th>{i18n.t('workbench.diff.colLive')}</th>
              <th>{i18n.t('workbench.diff.colDraft')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, MAX_ROWS).map((r) => (
              <tr
                key={`${r.reading} ${r.url} ${r.agent}`}
                data-testid="diff-row"
                data-reading={r.reading}
                data-url={r.url}
                data-agent={r.agent}
                data-live={r.live}
                data-draft={r.draft}
                data-line-live={r.lineLive ?? ''}
                data-line-draft={r.lineDraft ?? ''}
              >
                <td class="url">{r.url}</td>
                {readings && <td>{READING_NAMES[r.reading]}</td>}
                <td>{r.agent === '*' ? i18n.t('popup.agent.wildcard') : r.agent}</td>
                <td class={r.live}>
                  {access(r.live)}
                  {r.lineLive !== null && <Line n={r.lineLive} />}
                </td>
                <td class={r.draft}>
                  {access(r.draft)}
                  {r.lineDraft !== null && <Line n={r.lineDraft} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Line({ n }: { n: number }) {
  return <span class="ln"> {i18n.t('popup.line', [formatNumber(n)])}</span>;
}

import { useMemo, useState } from 'preact/hooks';
import {
  type FlipFilter,
  type FlipSortKey,
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

/** The live-vs-draft diff: summary, filter and sort, one row per flipped URL × crawler. */
export function DiffTable({ result, ms, onExport }: DiffTableProps) {
  const { summary, rows, matrix } = result;
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
      <h2>Live vs draft</h2>
      <p data-testid="diff-summary" data-checked={summary.checked} data-flipped={summary.flipped}>
        {summary.checked.toLocaleString('en')} URL × crawler pairs checked in {Math.round(ms)} ms:{' '}
        <strong>{summary.flipped.toLocaleString('en')} flip</strong> ({summary.nowDisallowed} become
        disallowed, {summary.nowAllowed} become allowed).{' '}
        <button type="button" onClick={() => onExport('csv')} data-testid="export-csv">
          Export CSV
        </button>{' '}
        <button type="button" onClick={() => onExport('json')} data-testid="export-json">
          Export JSON
        </button>
      </p>
      <div class="filters">
        <label>
          Crawler{' '}
          <select value={filter.agent} onChange={(e) => set({ agent: e.currentTarget.value })}>
            <option value="">all</option>
            {matrix.agents.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          Change{' '}
          <select
            value={filter.direction}
            onChange={(e) => set({ direction: e.currentTarget.value as FlipFilter['direction'] })}
          >
            <option value="all">both ways</option>
            <option value="now-disallowed">allowed → disallowed</option>
            <option value="now-allowed">disallowed → allowed</option>
          </select>
        </label>
        <label>
          URL contains{' '}
          <input
            type="search"
            value={filter.text}
            onInput={(e) => set({ text: e.currentTarget.value })}
          />
        </label>
        <label>
          Sort by{' '}
          <select
            value={`${sort.key} ${sort.descending ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [key, dir] = e.currentTarget.value.split(' ');
              setSort({ key: key as FlipSortKey, descending: dir === 'desc' });
            }}
          >
            <option value="url asc">URL</option>
            <option value="agent asc">crawler</option>
            <option value="lineLive asc">live line</option>
            <option value="lineDraft asc">draft line</option>
            <option value="url desc">URL (Z→A)</option>
          </select>
        </label>
      </div>
      {shown.length > MAX_ROWS && (
        <p class="hint">
          Showing the first {MAX_ROWS.toLocaleString('en')} of {shown.length.toLocaleString('en')}{' '}
          rows; the exports have them all.
        </p>
      )}
      {rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>URL</th>
              <th>Crawler</th>
              <th>Live</th>
              <th>Draft</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, MAX_ROWS).map((r) => (
              <tr
                key={`${r.url} ${r.agent}`}
                data-testid="diff-row"
                data-url={r.url}
                data-agent={r.agent}
                data-live={r.live}
                data-draft={r.draft}
                data-line-live={r.lineLive ?? ''}
                data-line-draft={r.lineDraft ?? ''}
              >
                <td class="url">{r.url}</td>
                <td>{r.agent}</td>
                <td class={r.live}>
                  {r.live}
                  {r.lineLive !== null && <span class="ln"> line {r.lineLive}</span>}
                </td>
                <td class={r.draft}>
                  {r.draft}
                  {r.lineDraft !== null && <span class="ln"> line {r.lineDraft}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

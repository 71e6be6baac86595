import type { FlipRow } from './flips';

/** Filter and sort for the workbench's diff table. Pure; the rows are never changed in place. */
export type FlipDirection = 'all' | 'now-disallowed' | 'now-allowed';
export type FlipSortKey = 'url' | 'agent' | 'lineLive' | 'lineDraft';

export interface FlipFilter {
  /** A reading (`google`, `scrapy`, `python`), or '' for every reading. */
  reading: string;
  /** A crawler token, or '' for every crawler. */
  agent: string;
  direction: FlipDirection;
  /** Case-insensitive substring of the URL. */
  text: string;
}

export const NO_FILTER: FlipFilter = { reading: '', agent: '', direction: 'all', text: '' };

export function filterFlips(rows: readonly FlipRow[], filter: FlipFilter): FlipRow[] {
  const needle = filter.text.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filter.reading === '' || row.reading === filter.reading) &&
      (filter.agent === '' || row.agent === filter.agent) &&
      (filter.direction === 'all' ||
        (filter.direction === 'now-disallowed') === (row.draft === 'disallowed')) &&
      (needle === '' || row.url.toLowerCase().includes(needle)),
  );
}

/** Stable sort; a missing line sorts before every line. */
export function sortFlips(
  rows: readonly FlipRow[],
  key: FlipSortKey,
  descending = false,
): FlipRow[] {
  const sign = descending ? -1 : 1;
  const compare = (a: FlipRow, b: FlipRow): number => {
    if (key === 'lineLive' || key === 'lineDraft') return ((a[key] ?? 0) - (b[key] ?? 0)) * sign;
    return a[key] === b[key] ? 0 : (a[key] < b[key] ? -1 : 1) * sign;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => compare(x.row, y.row) || x.index - y.index)
    .map(({ row }) => row);
}

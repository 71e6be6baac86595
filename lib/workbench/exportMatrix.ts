import type { FlipSummary } from './flips';
import { cell, type Matrix } from './matrix';
import { columnId, readingPairs } from './readingColumns';

/**
 * The verdict matrix as CSV (RFC 4180) and JSON, one row per URL × crawler pair. Untrusted text
 * stays text: a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is
 * prefixed with `'` (OWASP "CSV Injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function matrixToCsv(matrix: Matrix): string {
  const header = ['url', 'agent'];
  for (const column of matrix.columns) header.push(column, `${column}_line`);
  // `flipped` for the engine (Google's reading), `scrapy_flipped` for another reading's columns.
  const pairs = readingPairs(matrix.columns);
  for (const { reading } of pairs)
    header.push(columnId(reading, 'live').replace(/live$/, 'flipped'));
  const out = [header.map(csvCell).join(',')];
  const n = matrix.agents.length;
  for (let pair = 0; pair < matrix.urls.length * n; pair++) {
    const fields = [matrix.urls[Math.floor(pair / n)] as string, matrix.agents[pair % n] as string];
    for (let c = 0; c < matrix.columns.length; c++) {
      const { access, line } = cell(matrix, c, pair);
      fields.push(access, line === null ? '' : String(line));
    }
    for (const { from, to } of pairs)
      fields.push(String(matrix.allowed[from]?.[pair] !== matrix.allowed[to]?.[pair]));
    out.push(fields.map(csvCell).join(','));
  }
  return `${out.join('\r\n')}\r\n`;
}

export interface MatrixJsonMeta {
  origin: string;
  generatedAt: string;
  liveSha256: string | null;
}

/** `summary`: the engine's; `byReading`: each reading's, when the run added readings. */
export function matrixToJson(
  matrix: Matrix,
  summary: FlipSummary,
  meta: MatrixJsonMeta,
  byReading?: { reading: string; summary: FlipSummary }[],
): string {
  const n = matrix.agents.length;
  const results = [];
  for (let pair = 0; pair < matrix.urls.length * n; pair++) {
    const row: Record<string, unknown> = {
      url: matrix.urls[Math.floor(pair / n)],
      agent: matrix.agents[pair % n],
    };
    matrix.columns.forEach((column, c) => {
      row[column] = cell(matrix, c, pair);
    });
    results.push(row);
  }
  return JSON.stringify(
    {
      tool: 'Robots Lens workbench',
      ...meta,
      agents: matrix.agents,
      columns: matrix.columns,
      summary,
      ...(byReading && byReading.length > 1 ? { byReading } : {}),
      results,
    },
    null,
    1,
  );
}

import type { FlipSummary } from './flips';
import { cell, type Matrix } from './matrix';

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
  header.push('flipped');
  const out = [header.map(csvCell).join(',')];
  const n = matrix.agents.length;
  for (let pair = 0; pair < matrix.urls.length * n; pair++) {
    const fields = [matrix.urls[Math.floor(pair / n)] as string, matrix.agents[pair % n] as string];
    for (let c = 0; c < matrix.columns.length; c++) {
      const { access, line } = cell(matrix, c, pair);
      fields.push(access, line === null ? '' : String(line));
    }
    fields.push(String(matrix.allowed[0]?.[pair] !== matrix.allowed[1]?.[pair]));
    out.push(fields.map(csvCell).join(','));
  }
  return `${out.join('\r\n')}\r\n`;
}

export interface MatrixJsonMeta {
  origin: string;
  generatedAt: string;
  liveSha256: string | null;
}

export function matrixToJson(matrix: Matrix, summary: FlipSummary, meta: MatrixJsonMeta): string {
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
    { tool: 'Robots Lens workbench', ...meta, agents: matrix.agents, summary, results },
    null,
    1,
  );
}

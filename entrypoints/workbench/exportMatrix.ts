import { downloadText } from '@/entrypoints/options/download';
import { type MatrixResult, matrixToCsv, matrixToJson } from '@/lib/workbench';

/** Downloads a run's matrix (every reading's columns) as `<host>-workbench.csv` or `.json`. */
export function exportMatrix(
  format: 'csv' | 'json',
  result: MatrixResult,
  origin: string,
  liveSha256: string | null,
) {
  const host = new URL(origin).host.replace(/[^\w.-]/g, '_');
  if (format === 'csv') {
    downloadText(`${host}-workbench.csv`, matrixToCsv(result.matrix), 'text/csv');
    return;
  }
  const meta = { origin, generatedAt: new Date().toISOString(), liveSha256 };
  downloadText(
    `${host}-workbench.json`,
    matrixToJson(result.matrix, result.summary, meta, result.byReading),
    'application/json',
  );
}

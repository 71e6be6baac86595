import { type FlipRow, type FlipSummary, flips } from './flips';
import { computeMatrix, engineEvaluator, type Matrix } from './matrix';
import { parseUrlList, type UrlList } from './parseUrlList';

/** One workbench run, as posted to the matrix worker: plain data, structured-clone safe. */
export interface MatrixJob {
  id: number;
  origin: string;
  robotsUrl: string;
  live: string;
  draft: string;
  /** The pasted list, parsed in the worker too: 200,000 lines never block the page. */
  urlsText: string;
  agents: string[];
}

export interface MatrixResult {
  list: UrlList;
  matrix: Matrix;
  rows: FlipRow[];
  summary: FlipSummary;
}

export type MatrixEvent =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; result: MatrixResult }
  | { type: 'error'; id: number; reason: string };

/** The whole run: URL list → live and draft read by the engine → matrix → flips. Pure. */
export function runMatrixJob(
  job: MatrixJob,
  onProgress?: (done: number, total: number) => void,
): MatrixResult {
  const list = parseUrlList(job.urlsText, job.origin);
  const evaluators = [
    engineEvaluator('live', job.live, job.robotsUrl),
    engineEvaluator('draft', job.draft, job.robotsUrl),
  ];
  const matrix = computeMatrix(list.urls, job.agents, evaluators, { onProgress });
  return { list, matrix, ...flips(matrix) };
}

/** The typed arrays a result can hand over without a copy. */
export function transferables(result: MatrixResult): ArrayBuffer[] {
  const { allowed, lines } = result.matrix;
  return [...allowed, ...lines].map((a) => a.buffer as ArrayBuffer);
}

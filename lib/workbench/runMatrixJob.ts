import type { ReadingId } from '../robots/readings';
import { type FlipRow, type FlipSummary, readingFlips } from './flips';
import { computeMatrix, engineEvaluator, type Matrix } from './matrix';
import { parseUrlList, type UrlList } from './parseUrlList';
import { type ExtraReading, readingEvaluator } from './readingColumns';

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
  /** Other parsers' readings to add as columns (their live and draft), besides the engine's. */
  readings?: ExtraReading[];
}

export interface MatrixResult {
  list: UrlList;
  matrix: Matrix;
  /** Every reading's flips, Google's (the engine's) first. */
  rows: FlipRow[];
  /** The engine's (Google's reading) live-vs-draft summary. */
  summary: FlipSummary;
  /** Each reading's summary, Google's first. */
  byReading: { reading: ReadingId; summary: FlipSummary }[];
}

export type MatrixEvent =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'done'; id: number; result: MatrixResult }
  | { type: 'error'; id: number; reason: string };

/** The whole run: URL list → live and draft read by the engine (and the readings asked for) → matrix → flips. Pure. */
export function runMatrixJob(
  job: MatrixJob,
  onProgress?: (done: number, total: number) => void,
): MatrixResult {
  const list = parseUrlList(job.urlsText, job.origin);
  const evaluators = [
    engineEvaluator('live', job.live, job.robotsUrl),
    engineEvaluator('draft', job.draft, job.robotsUrl),
    ...(job.readings ?? []).flatMap((reading) => [
      readingEvaluator(reading, 'live', job.live),
      readingEvaluator(reading, 'draft', job.draft),
    ]),
  ];
  const matrix = computeMatrix(list.urls, job.agents, evaluators, { onProgress });
  const { rows, byReading } = readingFlips(matrix);
  const summary = byReading[0]?.summary ?? {
    checked: 0,
    flipped: 0,
    nowDisallowed: 0,
    nowAllowed: 0,
  };
  return { list, matrix, rows, summary, byReading };
}

/** The typed arrays a result can hand over without a copy. */
export function transferables(result: MatrixResult): ArrayBuffer[] {
  const { allowed, lines } = result.matrix;
  return [...allowed, ...lines].map((a) => a.buffer as ArrayBuffer);
}

/** The workbench's pure core: URL lists, the verdict matrix, flips, exports, line diffs. */

export { capDraft, type DraftCut } from './capDraft';
export { changedSince, MAX_CHANGED_LINES } from './changedSince';
export { exceedsLines, MAX_BOX_LINES } from './exceedsLines';
export { csvCell, type MatrixJsonMeta, matrixToCsv, matrixToJson } from './exportMatrix';
export {
  type FlipDirection,
  type FlipFilter,
  type FlipSortKey,
  filterFlips,
  NO_FILTER,
  sortFlips,
} from './filterFlips';
export { type FlipRow, type FlipSummary, flips, readingFlips } from './flips';
export { type DiffLine, type LineDiff, lineDiff } from './lineDiff';
export {
  type Access,
  cell,
  computeMatrix,
  type Evaluator,
  engineEvaluator,
  type Matrix,
  type MatrixOptions,
} from './matrix';
export { MAX_URL_LINES, type NamedLine, parseUrlList, type UrlList } from './parseUrlList';
export {
  columnId,
  EXTRA_READINGS,
  type ExtraReading,
  readingEvaluator,
  readingPairs,
} from './readingColumns';
export {
  type MatrixEvent,
  type MatrixJob,
  type MatrixResult,
  runMatrixJob,
  transferables,
} from './runMatrixJob';
export { workbenchHref } from './workbenchHref';

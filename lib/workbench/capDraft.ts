import { cutToBytes, utf8Length } from '../robots/encode';
import { MAX_BODY_BYTES } from '../robots/lines';

/** What `capDraft` cut: the draft's size, and the lines and bytes kept (worded by the page). */
export interface DraftCut {
  totalBytes: number;
  capBytes: number;
  keptLines: number;
  keptBytes: number;
}

/**
 * A draft larger than the engine reads (500 KiB, RFC 9309 §2.5) is cut to that part, at a line
 * end: the rest changes no verdict, and a browser's textarea lays out a 5 MB text for tens of
 * seconds (measured: 27 s for 600,000 lines in Chromium on the shared test machine).
 */
export function capDraft(text: string): { text: string; cut: DraftCut | null } {
  if (text.length <= MAX_BODY_BYTES / 3) return { text, cut: null };
  const total = utf8Length(text);
  if (total <= MAX_BODY_BYTES) return { text, cut: null };
  const end = cutToBytes(text, MAX_BODY_BYTES);
  const lineEnd = text.lastIndexOf('\n', end - 1);
  const kept = text.slice(0, lineEnd > 0 ? lineEnd + 1 : end);
  const keptLines = kept.split('\n').length - (kept.endsWith('\n') ? 1 : 0);
  return {
    text: kept,
    cut: { totalBytes: total, capBytes: MAX_BODY_BYTES, keptLines, keptBytes: utf8Length(kept) },
  };
}

import { formatBytes } from '@/lib/formatBytes';
import { cutToBytes, utf8Length } from '../robots/encode';
import { MAX_BODY_BYTES } from '../robots/lines';

/**
 * A draft larger than the engine reads (500 KiB, RFC 9309 §2.5) is cut to that part, at a line
 * end: the rest changes no verdict, and a browser's textarea lays out a 5 MB text for tens of
 * seconds (measured: 27 s for 600,000 lines in Chromium on the shared test machine).
 */
export function capDraft(text: string): { text: string; notice: string | null } {
  if (text.length <= MAX_BODY_BYTES / 3) return { text, notice: null };
  const total = utf8Length(text);
  if (total <= MAX_BODY_BYTES) return { text, notice: null };
  const end = cutToBytes(text, MAX_BODY_BYTES);
  const lineEnd = text.lastIndexOf('\n', end - 1);
  const kept = text.slice(0, lineEnd > 0 ? lineEnd + 1 : end);
  const lines = kept.split('\n').length - (kept.endsWith('\n') ? 1 : 0);
  return {
    text: kept,
    notice: `The draft was ${formatBytes(total)}; robots.txt parsers read at most ${formatBytes(MAX_BODY_BYTES)} (Google ignores the rest), so it was cut to its first ${lines.toLocaleString('en')} lines (${formatBytes(utf8Length(kept))}).`,
  };
}

import { type PyLine, pySplitLines } from './pyText';

/**
 * Python splits lines on more characters than robots.txt does (`\v`, `\f`, `\x1c`–`\x1e`, `\x85`,
 * U+2028/9). The readings report lines in the engine's numbering (LF, CR, CRLF: lines.ts), so the
 * popup's line view highlights the same line whichever reading is shown.
 */

export interface NumberedLine extends PyLine {
  /** 1-based line in the engine's numbering (the line view's). */
  line: number;
}

/** `text.splitlines()` with each line's number in the engine's numbering. */
export function numberedPyLines(text: string): NumberedLine[] {
  const lines = pySplitLines(text);
  const out: NumberedLine[] = [];
  const breaks = /\r\n|\r|\n/g;
  let line = 1;
  let next = breaks.exec(text);
  for (const l of lines) {
    while (next && next.index < l.offset) {
      line++;
      next = breaks.exec(text);
    }
    out.push({ text: l.text, offset: l.offset, line });
  }
  return out;
}

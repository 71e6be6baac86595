import { cutToBytes, utf8Length } from './encode';
import type { WarningSink } from './warnings';

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; we read exactly that much. */
export const MAX_BODY_BYTES = 500 * 1024;

/**
 * Google's line buffer holds 2083 × 8 = 16,664 bytes including the terminating NUL, so a line
 * keeps its first 16,663 bytes (conformance `google.GoogleOnly_LineTooLong.*`).
 */
export const MAX_LINE_BYTES = 2083 * 8 - 1;

/** A line too short for its UTF-8 size to reach MAX_LINE_BYTES (at most 3 bytes per UTF-16 unit). */
const SAFE_LINE_LENGTH = Math.floor(MAX_LINE_BYTES / 3);

export interface BodyLines {
  /** Content of line n at index n-1: BOM, line ending, NUL tail and over-long tail removed. */
  lines: string[];
  bytesParsed: number;
  bytesTotal: number;
}

function capLine(text: string, line: number, warnings: WarningSink): string {
  let content = text;
  const nul = content.indexOf('\0');
  if (nul !== -1) {
    content = content.slice(0, nul);
    warnings.add(
      line,
      'nul-byte',
      'This line holds a NUL byte; everything after it on the line is ignored.',
    );
  }
  if (content.length > SAFE_LINE_LENGTH) {
    const cut = cutToBytes(content, MAX_LINE_BYTES);
    if (cut < content.length) {
      content = content.slice(0, cut);
      warnings.add(
        line,
        'line-too-long',
        `This line is longer than ${MAX_LINE_BYTES.toLocaleString('en-US')} bytes; Google ignores everything after that, so only its start is read.`,
      );
    }
  }
  return content;
}

/**
 * LF, CR and CRLF each end a line (CRLF once), after a leading BOM. The popup's line view
 * numbers lines with this too, so its line N is the engine's line N.
 */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Splitting on one character is twice as fast as the regex; most files have no CR at all.
  return body.includes('\r') ? body.split(/\r\n|\r|\n/) : body.split('\n');
}

/**
 * Split a body into lines as Google's parser does: LF, CR and CRLF each end a line (CRLF once),
 * a leading UTF-8 BOM is skipped, a NUL ends a line's content, an over-long line is cut.
 */
export function readLines(text: string, warnings: WarningSink): BodyLines {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const bytesTotal = utf8Length(body);
  const end = bytesTotal > MAX_BODY_BYTES ? cutToBytes(body, MAX_BODY_BYTES) : body.length;
  const kept = end === body.length ? body : body.slice(0, end);
  const lines = splitLines(kept);
  if (end < body.length) {
    warnings.add(
      0,
      'size-truncated',
      `The file is ${Math.ceil(bytesTotal / 1024)} KiB; only its first 500 KiB (up to line ${lines.length}) were read and the rest is ignored, as RFC 9309 §2.5 allows.`,
    );
  }
  // Most files hold no NUL and no over-long line: only look closer when the body says so.
  const hasNul = kept.includes('\0');
  const mayBeLong = kept.length > SAFE_LINE_LENGTH;
  if (hasNul || mayBeLong) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line.length > SAFE_LINE_LENGTH || (hasNul && line.includes('\0')))
        lines[i] = capLine(line, i + 1, warnings);
    }
  }
  return { lines, bytesParsed: kept === body ? bytesTotal : utf8Length(kept), bytesTotal };
}

import { diffLines } from 'diff';

/** One line of a line diff, numbered in the version it belongs to. */
export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  /** 1-based line in the old version (removed, same) or the new one (added). */
  line: number;
  text: string;
}

export interface LineDiff {
  added: number;
  removed: number;
  lines: DiffLine[];
  /** jsdiff gave up within the time budget: counts come from comparing the sets of lines. */
  approximate: boolean;
}

/** jsdiff is O(N·D); two 500 KiB files that share nothing would take seconds. */
const DIFF_TIMEOUT_MS = 300;
/**
 * Above this many lines in both versions together, only counts: jsdiff's own tokenising of a
 * 5 MB draft (600,000 lines) takes ~5 s before its timeout is ever checked (measured, node 20).
 */
export const MAX_ALIGNED_LINES = 60_000;

const split = (text: string): string[] => {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/** The line diff of two robots.txt versions (jsdiff `diffLines`), line endings normalised. */
export function lineDiff(before: string, after: string): LineDiff {
  const a = split(before);
  const b = split(after);
  if (a.length + b.length > MAX_ALIGNED_LINES) return multisetDiff(a, b);
  const parts = diffLines(`${a.join('\n')}\n`, `${b.join('\n')}\n`, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) return multisetDiff(a, b);
  const lines: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    for (const text of split(part.value)) {
      if (part.added) {
        lines.push({ kind: 'added', line: newLine++, text });
        added += 1;
      } else if (part.removed) {
        lines.push({ kind: 'removed', line: oldLine++, text });
        removed += 1;
      } else {
        lines.push({ kind: 'same', line: oldLine++, text });
        newLine += 1;
      }
    }
  }
  return { added, removed, lines, approximate: false };
}

/** Fallback: lines of `b` not in `a` are added, lines of `a` not in `b` removed (with counts). */
function multisetDiff(a: string[], b: string[]): LineDiff {
  const counts = new Map<string, number>();
  for (const line of a) counts.set(line, (counts.get(line) ?? 0) + 1);
  const lines: DiffLine[] = [];
  b.forEach((text, i) => {
    const left = counts.get(text) ?? 0;
    if (left > 0) counts.set(text, left - 1);
    else lines.push({ kind: 'added', line: i + 1, text });
  });
  const added = lines.length;
  a.forEach((text, i) => {
    const left = counts.get(text) ?? 0;
    if (left > 0) {
      counts.set(text, left - 1);
      lines.push({ kind: 'removed', line: i + 1, text });
    }
  });
  return { added, removed: lines.length - added, lines, approximate: true };
}

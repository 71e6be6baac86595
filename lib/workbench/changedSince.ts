import type { Changed } from '@/lib/report';
import { lineDiff } from './lineDiff';

export const MAX_CHANGED_LINES = 200;
const MAX_LINE_CHARS = 300;

interface Version {
  sha256: string;
  text: string;
  lastSeen: number;
}

/**
 * "Changed since <date>": the newest kept version against the one before it, when the newest is
 * the snapshot the report was built from. Pure; `versions` newest first.
 */
export function changedSince(currentSha256: string, versions: readonly Version[]): Changed | null {
  const [current, previous] = versions;
  if (!current || !previous || current.sha256 !== currentSha256) return null;
  const diff = lineDiff(previous.text, current.text);
  const changedLines = diff.lines.filter((l) => l.kind !== 'same');
  return {
    added: diff.added,
    removed: diff.removed,
    since: new Date(previous.lastSeen).toISOString(),
    previousSha256: previous.sha256,
    lines: changedLines.slice(0, MAX_CHANGED_LINES).map((l) => ({
      kind: l.kind as 'added' | 'removed',
      line: l.line,
      text: l.text.length > MAX_LINE_CHARS ? `${l.text.slice(0, MAX_LINE_CHARS)}… (cut)` : l.text,
    })),
    truncated: changedLines.length > MAX_CHANGED_LINES,
    approximate: diff.approximate,
  };
}

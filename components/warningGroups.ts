import { i18n } from '#i18n';
import type { Warning } from '@/lib/robots/types';
import { formatNumber } from './intlCore';
import { warningText } from './reportText';

export interface WarningGroup {
  code: string;
  /** The first warning's sentence, in the UI's language: what the whole group is about. */
  message: string;
  /** Each line with its own sentence (0: the whole file), in file order. */
  items: { line: number; message: string }[];
}

/** Warnings grouped by code, in the order each code first appears in the file, worded. */
export function groupWarnings(warnings: Warning[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const w of warnings) {
    const message = warningText(w);
    const group = groups.get(w.code);
    if (group) group.items.push({ line: w.line, message });
    else groups.set(w.code, { code: w.code, message, items: [{ line: w.line, message }] });
  }
  return [...groups.values()].map((g) => ({
    ...g,
    items: g.items.sort((a, b) => a.line - b.line),
  }));
}

/** "3 kinds, 22 lines", "1 kind, 1 line". */
export function warningSize(groups: WarningGroup[]): string {
  const lines = groups.reduce((n, g) => n + g.items.length, 0);
  const kinds = i18n.t('popup.size.kinds', groups.length, [formatNumber(groups.length)]);
  return i18n.t('popup.size.kindsLines', [
    kinds,
    i18n.t('popup.size.lines', lines, [formatNumber(lines)]),
  ]);
}

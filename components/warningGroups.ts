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

/**
 * Warnings grouped by code, in the order each code first appears in the file, worded. A line
 * that spells a directive name another way in letter case only (`Clean-Param`, `Clean-param`)
 * is worded with the spelling its group met first, so the group says one sentence: directive
 * names are case-insensitive (RFC 9309 §2.2).
 */
export function groupWarnings(warnings: Warning[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  const spellings = new Map<string, string>();
  for (const w of warnings) {
    const message = warningText(firstSpelling(w, spellings));
    const group = groups.get(w.code);
    if (group) group.items.push({ line: w.line, message });
    else groups.set(w.code, { code: w.code, message, items: [{ line: w.line, message }] });
  }
  return [...groups.values()].map((g) => ({
    ...g,
    items: g.items.sort((a, b) => a.line - b.line),
  }));
}

/** `w` with its directive name (`params.key`) as first written in its group, whatever its case. */
function firstSpelling(w: Warning, spellings: Map<string, string>): Warning {
  const key = w.params?.key;
  if (typeof key !== 'string') return w;
  const folded = `${w.code} ${key.toLowerCase()}`;
  const first = spellings.get(folded);
  if (first === undefined) spellings.set(folded, key);
  return first === undefined || first === key ? w : { ...w, params: { ...w.params, key: first } };
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

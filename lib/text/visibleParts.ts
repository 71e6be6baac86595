import { invisibleName } from '@/lib/robots/invisible';
import { codePointLabel } from '@/lib/robots/invisibleChars';
import { EACH_INVISIBLE } from './visibleText';

/** One run of plain text, or one invisible character as its mark (./visibleText.ts). */
export interface TextPart {
  text: string;
  /** Set when the part stands for one invisible character: `U+202E`. */
  code?: string;
  /** What the character is: `right-to-left override`. */
  name?: string;
}

/** The text split into plain runs and one part per invisible character, whose `text` is its mark. */
export function visibleParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const m of text.matchAll(EACH_INVISIBLE)) {
    if (m.index > from) parts.push({ text: text.slice(from, m.index) });
    const code = codePointLabel(m[0]);
    parts.push({ text: `⟨${code}⟩`, code, name: invisibleName(m[0]) });
    from = m.index + m[0].length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from) });
  return parts;
}

import { codePointLabel, INVISIBLE_SOURCE, invisibleName } from '@/lib/robots/invisible';

/**
 * Text from a site (robots.txt lines, rules, URLs, warnings quoting them) made safe to read:
 * each bidi control or invisible character becomes a visible part, so `/\u202E/etavirp` shows
 * as `/⟨U+202E⟩/etavirp` instead of "/private/" (issue 12 item 7). Pure: no DOM. Every view
 * that renders such text uses it (`visible` in components/visible.tsx renders the parts).
 */

export interface TextPart {
  text: string;
  /** Set when the part stands for one invisible character: `U+202E`. */
  code?: string;
  /** What the character is: `right-to-left override`. */
  name?: string;
}

const EACH_INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'g');

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

/** The same as one string (for a `title` or an `aria-label`): `/⟨U+202E⟩/etavirp`. */
export function visibleText(text: string): string {
  return text.replace(EACH_INVISIBLE, (char) => `⟨${codePointLabel(char)}⟩`);
}

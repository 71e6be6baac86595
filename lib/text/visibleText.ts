import { codePointLabel, INVISIBLE_SOURCE } from '@/lib/robots/invisibleChars';

/**
 * Text from a site (robots.txt lines, rules, URLs, warnings quoting them) made safe to read:
 * each bidi control or invisible character becomes a visible mark, so `/\u202E/etavirp` shows
 * as `/⟨U+202E⟩/etavirp` instead of "/private/" (issue 12 item 7). Pure: no DOM. As one string
 * (a `title`, an `aria-label`, the banner's first paint); ./visibleParts.ts splits it for views
 * that style each mark (components/visible.tsx).
 */

export const EACH_INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'g');

/** `/⟨U+202E⟩/etavirp`. */
export function visibleText(text: string): string {
  return text.replace(EACH_INVISIBLE, (char) => `⟨${codePointLabel(char)}⟩`);
}

/**
 * Characters that change how text displays without showing themselves (issue 12 item 7): bidi
 * controls, which reorder what is shown (`Allow: /\u202E/etavirp` reads "Allow: /private/"; the
 * Trojan Source attack, CVE-2021-42574), zero-width and other format characters (Unicode Cf),
 * and letters that render blank. The engine warns about them; lib/text/visibleText.ts shows them.
 */
import type { WarningSink } from './warnings';

/** One such character (or a surrogate pair for the tag and variation-selector planes). */
export const INVISIBLE_SOURCE =
  '[\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF9-\\uFFFB]|\\uDB40[\\uDC00-\\uDC7F\\uDD00-\\uDDEF]';

const ANY_INVISIBLE = new RegExp(INVISIBLE_SOURCE);

export function hasInvisible(text: string): boolean {
  return ANY_INVISIBLE.test(text);
}

/** English names (warning messages, audit records); the UI words them from the code point. */
export const INVISIBLE_NAMES: Record<number, string> = {
  173: 'soft hyphen',
  1564: 'Arabic letter mark',
  8203: 'zero width space',
  8204: 'zero width non-joiner',
  8205: 'zero width joiner',
  8206: 'left-to-right mark',
  8207: 'right-to-left mark',
  8234: 'left-to-right embedding',
  8235: 'right-to-left embedding',
  8236: 'pop directional formatting',
  8237: 'left-to-right override',
  8238: 'right-to-left override',
  8288: 'word joiner',
  8294: 'left-to-right isolate',
  8295: 'right-to-left isolate',
  8296: 'first strong isolate',
  8297: 'pop directional isolate',
  65279: 'zero width no-break space (byte order mark)',
};

/** `U+202E` for the character at the start of `char`. */
export function codePointLabel(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `right-to-left override`; a generic name for the rarer ones. */
export function invisibleName(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  if (cp >= 0xe0000) return 'tag or variation selector';
  return INVISIBLE_NAMES[cp] ?? 'invisible format character';
}

/** The `invisible-character` warning for one line that holds any, naming the first one. */
export function warnInvisibleLine(content: string, line: number, warnings: WarningSink): void {
  const found = ANY_INVISIBLE.exec(content);
  if (!found) return;
  const char = found[0];
  warnings.add(
    line,
    'invisible-character',
    `This line holds ${codePointLabel(char)} (${invisibleName(char)}), which changes how the text displays without showing: it is marked ⟨${codePointLabel(char)}⟩ here, and crawlers read it as part of the line.`,
    { char: codePointLabel(char) },
  );
}

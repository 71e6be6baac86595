/**
 * Characters that change how text displays without showing themselves (issue 12 item 7): bidi
 * controls, which reorder what is shown (`Allow: /\u202E/etavirp` reads "Allow: /private/"; the
 * Trojan Source attack, CVE-2021-42574), zero-width and other format characters (Unicode Cf),
 * and letters that render blank. The engine warns about them; lib/text/visibleText.ts shows them.
 */
import { codePointLabel, INVISIBLE_SOURCE } from './invisibleChars';
import type { WarningSink } from './warnings';

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

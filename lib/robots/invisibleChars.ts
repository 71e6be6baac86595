/**
 * Which characters display without showing themselves (the list is explained in ./invisible.ts,
 * which names and warns about them), and the label a mark shows. Apart so that the popup's banner,
 * which marks them in the deciding rule (lib/text/visibleText.ts), carries only these.
 */

/** One such character (or a surrogate pair for the tag and variation-selector planes). */
export const INVISIBLE_SOURCE =
  '[\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF9-\\uFFFB]|\\uDB40[\\uDC00-\\uDC7F\\uDD00-\\uDDEF]';

/** `U+202E` for the character at the start of `char`. */
export function codePointLabel(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

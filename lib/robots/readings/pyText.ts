/**
 * Python's own string and number rules, as the readings need them (docs/design.md "Readings": faithful
 * means Python's `splitlines`, `strip`, `isdigit`, `int` and `float`, not JavaScript's look-alikes).
 * Unicode tables follow Python 3.13 (Unicode 15.1).
 */

/** `str.splitlines()` boundaries: \n \r \r\n \v \f \x1c \x1d \x1e \x85 \u2028 \u2029. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: Python's own line boundaries.
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g;

/** A line of `str.splitlines()` with the offset of its first character in the text. */
export interface PyLine {
  text: string;
  offset: number;
}

/** `text.splitlines()`: no empty last line after a final break, as Python gives it. */
export function pySplitLines(text: string): PyLine[] {
  const lines: PyLine[] = [];
  let start = 0;
  for (const m of text.matchAll(LINE_BREAK)) {
    lines.push({ text: text.slice(start, m.index), offset: start });
    start = m.index + m[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), offset: start });
  return lines;
}

/** `str.isspace()` characters: what `strip()` removes. */
const PY_SPACE =
  '\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

export function isPySpace(ch: string): boolean {
  return ch.length === 1 && PY_SPACE.includes(ch);
}

/** `str.strip()` (JavaScript's `trim` also removes U+FEFF and keeps \x1c–\x1f and \x85). */
export function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PY_SPACE.includes(text[start] as string)) start++;
  while (end > start && PY_SPACE.includes(text[end - 1] as string)) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * The first code point of each run of ten decimal digits (Unicode category Nd), 0 to 9 in order:
 * Python's `isdecimal`, and the digits `int()` and `float()` read. Unicode 15.1 (Python 3.13).
 */
const DECIMAL_ZEROS = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6,
  0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50,
  0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10, 0x104a0,
  0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730,
  0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x11f50, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8,
  0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e4f0, 0x1e950, 0x1fbf0,
];

/** Digits that are not decimal (superscripts, circled digits…): `isdigit()` is true, `int()` fails. */
const OTHER_DIGITS: readonly (readonly [number, number])[] = [
  [0xb2, 0xb3],
  [0xb9, 0xb9],
  [0x1369, 0x1371],
  [0x19da, 0x19da],
  [0x2070, 0x2070],
  [0x2074, 0x2079],
  [0x2080, 0x2089],
  [0x2460, 0x2468],
  [0x2474, 0x247c],
  [0x2488, 0x2490],
  [0x24ea, 0x24ea],
  [0x24f5, 0x24fd],
  [0x24ff, 0x24ff],
  [0x2776, 0x277e],
  [0x2780, 0x2788],
  [0x278a, 0x2792],
  [0x10a40, 0x10a43],
  [0x10e60, 0x10e68],
  [0x11052, 0x1105a],
  [0x1f100, 0x1f10a],
];

/** The value of a decimal digit code point, or -1. */
export function decimalValue(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (cp < 0x660) return -1;
  for (const zero of DECIMAL_ZEROS) {
    if (cp >= zero && cp < zero + 10) return cp - zero;
  }
  return -1;
}

function isOtherDigit(cp: number): boolean {
  return OTHER_DIGITS.some(([from, to]) => cp >= from && cp <= to);
}

/** `str.isdigit()`: non-empty, every character a decimal or other digit. */
export function pyIsDigit(text: string): boolean {
  if (text === '') return false;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (decimalValue(cp) === -1 && !isOtherDigit(cp)) return false;
  }
  return true;
}

/** Python 3.11+ refuses to convert longer decimal strings (`sys.int_info.default_max_str_digits`). */
const INT_MAX_STR_DIGITS = 4300;

export type PyNumber = { ok: true; value: number } | { ok: false; error: string };

/**
 * `int(text)` for a text of digits with optional whitespace around (all `robotparser` gives it):
 * decimal digits of any script count, anything else raises ValueError as in Python.
 */
export function pyInt(text: string): PyNumber {
  const body = pyStrip(text);
  let digits = '';
  for (const ch of body) {
    const value = decimalValue(ch.codePointAt(0) as number);
    if (value === -1)
      return { ok: false, error: `invalid literal for int() with base 10: '${text}'` };
    digits += String(value);
  }
  if (digits === '')
    return { ok: false, error: `invalid literal for int() with base 10: '${text}'` };
  if (digits.length > INT_MAX_STR_DIGITS) {
    return {
      ok: false,
      error: `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion`,
    };
  }
  return { ok: true, value: Number(digits) };
}

const FLOAT_NUMBER =
  /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const FLOAT_SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

/** `float(text)`: Python's grammar (underscores between digits, any script's digits, inf, nan). */
export function pyFloat(text: string): PyNumber {
  let ascii = '';
  for (const ch of pyStrip(text)) {
    const value = decimalValue(ch.codePointAt(0) as number);
    ascii += value === -1 ? ch : String(value);
  }
  const special = FLOAT_SPECIAL.exec(ascii);
  if (special) {
    const sign = special[1] === '-' ? -1 : 1;
    return { ok: true, value: special[2]?.toLowerCase() === 'nan' ? Number.NaN : sign * Infinity };
  }
  if (!FLOAT_NUMBER.test(ascii)) {
    return { ok: false, error: `could not convert string to float: '${text}'` };
  }
  return { ok: true, value: Number(ascii.replaceAll('_', '')) };
}

/** Python's `len()`: code points, not UTF-16 units. */
export function pyLen(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

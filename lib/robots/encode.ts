/**
 * Percent-encoding and URL-path extraction exactly as Google's reference parser does them
 * (google/robotstxt `MaybeEscapePattern`, `GetPathParamsQuery`; RFC 9309 §2.2.2).
 * Nothing is ever decoded: `%62%61%7A` stays distinct from `baz`.
 */

const HEX = '0123456789ABCDEF';

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** `%XX` for every UTF-8 byte of one code point (a lone surrogate becomes U+FFFD, as UTF-8 would). */
function escapeCodePoint(cp: number): string {
  const c = cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp;
  const bytes =
    c < 0x800
      ? [0xc0 | (c >> 6), 0x80 | (c & 63)]
      : c < 0x10000
        ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        : [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
  let out = '';
  for (const b of bytes) out += `%${HEX[b >> 4]}${HEX[b & 15]}`;
  return out;
}

function encode(text: string, upperEscapes: boolean): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      code === 37 &&
      upperEscapes &&
      isHex(text.charCodeAt(i + 1)) &&
      isHex(text.charCodeAt(i + 2))
    ) {
      out += `${text.slice(from, i)}%${text.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
      from = i + 1;
    } else if (code >= 0x80) {
      const cp = text.codePointAt(i) ?? code;
      out += text.slice(from, i) + escapeCodePoint(cp);
      if (cp > 0xffff) i++;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

const NEEDS_PATTERN_WORK = /[%\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * A rule's pattern as Google matches it: non-ASCII bytes percent-encoded as UTF-8, existing
 * escapes given upper-case hex, nothing else changed (`á` → `%C3%A1`, `%aa` → `%AA`).
 */
export function escapePattern(pattern: string): string {
  return NEEDS_PATTERN_WORK.test(pattern) ? encode(pattern, true) : pattern;
}

/** Encode only raw non-ASCII characters, as a browser does when it sends a URL. */
export function encodeNonAscii(text: string): string {
  return NON_ASCII.test(text) ? encode(text, false) : text;
}

/** Index of the first `/`, `?` or `;` (a path, params or query starts) at or after `from`, or -1. */
function pathStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 || c === 63 || c === 59) return i;
  }
  return -1;
}

/**
 * The path, params and query of a URL, taken from its text (never re-serialised): scheme,
 * authority and fragment removed, always starting with `/`, `/` when there is no path.
 * Semantics of Google's `GetPathParamsQuery` (conformance `google.TestGetPathParamsQuery.*`).
 */
export function pathParamsQuery(url: string): string {
  // Two leading slashes start an authority (`//host/path`).
  const searchStart = url.startsWith('//') ? 2 : 0;
  const earlyPath = pathStart(url, searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // A `://` after the path has started (`/a?b=http://c`) does not end a scheme.
  if (protocolEnd === -1 || (earlyPath !== -1 && earlyPath < protocolEnd))
    protocolEnd = searchStart;
  else protocolEnd += 3;
  const start = pathStart(url, protocolEnd);
  if (start === -1) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash !== -1 && hash < start) return '/';
  const path = url.slice(start, hash === -1 ? url.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}

/** The string the matcher compares for a URL: its path, params and query, non-ASCII encoded. */
export function matchPath(url: string): string {
  return encodeNonAscii(pathParamsQuery(url));
}

/** UTF-8 size of the character at `i`: 4 for a surrogate pair, 3 for a lone surrogate (U+FFFD). */
function charBytes(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  return c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 4 : 3;
}

/** Number of UTF-8 bytes the text takes. */
export function utf8Length(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const size = charBytes(text, i);
    bytes += size;
    if (size === 4) i++;
  }
  return bytes;
}

/**
 * The largest index `end` such that `text.slice(0, end)` fits in `maxBytes` UTF-8 bytes, never
 * splitting a character (a character that would straddle the limit is dropped whole).
 */
export function cutToBytes(text: string, maxBytes: number): number {
  if (text.length * 3 <= maxBytes) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const size = charBytes(text, i);
    if (bytes + size > maxBytes) return i;
    bytes += size;
    if (size === 4) i++;
  }
  return text.length;
}

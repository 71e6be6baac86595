/**
 * Rules that can never match a URL a browser sends (docs/design.md "Encoding"). The matcher compares
 * the rule with the URL as sent; browsers percent-encode these characters in a path (WHATWG URL
 * path percent-encode set) and keep the site's own case in escapes, while Google upper-cases the
 * hex of escapes in a rule. Such a rule is silently ineffective, so the owner is told.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const BROWSER_ENCODED = /[\u0000-\u001f\u007f "<>`{}]/;
const LOWER_CASE_ESCAPE = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/;
/** Either of the above, to clear the common case with one scan. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const SUSPECT = /[\u0000-\u001f\u007f "<>`{}]|%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/;

function describe(char: string): string {
  if (char === ' ') return 'a raw space';
  if (char === '\t') return 'a raw tab';
  const code = char.charCodeAt(0);
  if (code < 0x20 || code === 0x7f)
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `a raw "${char}"`;
}

/** Why the rule value (as written) can never match, or null when it can. */
export function neverMatchesReason(value: string): string | null {
  if (value === '') return null;
  if (!value.startsWith('/') && !value.startsWith('*')) {
    return 'its path does not start with "/" or "*", and every URL path does, so it never matches (Google does not add the slash)';
  }
  if (!SUSPECT.test(value)) return null;
  const raw = BROWSER_ENCODED.exec(value);
  if (raw) {
    return `it holds ${describe(raw[0])}, which browsers always send percent-encoded, so it never matches a URL as sent`;
  }
  const lowerEscape = LOWER_CASE_ESCAPE.exec(value);
  if (lowerEscape) {
    const upper = lowerEscape[0].toUpperCase();
    return `Google reads its lower-case escape ${lowerEscape[0]} as ${upper}, so it misses URLs that spell it ${lowerEscape[0]}; write ${upper} if that is what the site's links use`;
  }
  return null;
}

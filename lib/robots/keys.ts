/**
 * One line → key and value, and the key → directive, as Google's parser reads them
 * (RFC 9309 §2.2: `key: value`, keys case-insensitive; Google also accepts prefixes and typos).
 */

export type Directive = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'crawl-delay';

export interface KeyValue {
  key: string;
  value: string;
  /** `Disallow /x`: no colon, whitespace taken as the separator. */
  noColon: boolean;
}

/** Where one line's key and value lie in its text (indexes, end exclusive): no string is made. */
export interface RecordSpan {
  keyStart: number;
  keyEnd: number;
  valueStart: number;
  valueEnd: number;
  noColon: boolean;
}

export function createRecordSpan(): RecordSpan {
  return { keyStart: 0, keyEnd: 0, valueStart: 0, valueEnd: 0, noColon: false };
}

function isAsciiSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** Strip ASCII whitespace only (`String.prototype.trim` would also eat U+00A0 and U+FEFF). */
export function trimAscii(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isAsciiSpace(text.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * Reads lines of `text` given as index ranges, in increasing order, into `span`: `null` for a
 * blank or comment-only line, `'unparsed'` when the line is not `key: value` (no colon and not
 * exactly two words, or an empty key). Remembers where the next `#` and `:` are, so a whole body
 * is searched for each once, however many lines it has; nothing is sliced (issue 17: a 500 KiB
 * file has ~20,000 lines, and a string per line was a third of the parse in garbage collection).
 */
export type RecordReader = (
  start: number,
  end: number,
  span: RecordSpan,
) => 'unparsed' | null | true;

export function createRecordReader(text: string): RecordReader {
  let hashAt = -2;
  let colonAt = -2;
  return (lineStart, lineEnd, span) => {
    if (hashAt !== -1 && hashAt < lineStart) hashAt = text.indexOf('#', lineStart);
    let start = lineStart;
    let end = hashAt !== -1 && hashAt < lineEnd ? hashAt : lineEnd;
    while (start < end && isAsciiSpace(text.charCodeAt(start))) start++;
    while (end > start && isAsciiSpace(text.charCodeAt(end - 1))) end--;
    if (start === end) return null;
    if (colonAt !== -1 && colonAt < start) colonAt = text.indexOf(':', start);
    let sep = colonAt !== -1 && colonAt < end ? colonAt : -1;
    let valueStart = sep + 1;
    const noColon = sep === -1;
    if (noColon) {
      // Google accepts whitespace for a forgotten colon, but only between exactly two words.
      sep = start;
      while (sep < end && !isAsciiSpace(text.charCodeAt(sep))) sep++;
      if (sep === end) return 'unparsed';
      valueStart = sep + 1;
      while (isAsciiSpace(text.charCodeAt(valueStart))) valueStart++;
      for (let i = valueStart; i < end; i++)
        if (isAsciiSpace(text.charCodeAt(i))) return 'unparsed';
    }
    let keyEnd = sep;
    while (keyEnd > start && isAsciiSpace(text.charCodeAt(keyEnd - 1))) keyEnd--;
    if (keyEnd === start) return 'unparsed';
    while (valueStart < end && isAsciiSpace(text.charCodeAt(valueStart))) valueStart++;
    span.keyStart = start;
    span.keyEnd = keyEnd;
    span.valueStart = valueStart;
    span.valueEnd = end;
    span.noColon = noColon;
    return true;
  };
}

/** One line's key and value as strings (lib/signals reads non-RFC records with it). */
export function splitKeyValue(content: string): KeyValue | 'unparsed' | null {
  const span = createRecordSpan();
  const found = createRecordReader(content)(0, content.length, span);
  if (found !== true) return found;
  return {
    key: content.slice(span.keyStart, span.keyEnd),
    value: content.slice(span.valueStart, span.valueEnd),
    noColon: span.noColon,
  };
}

export interface KeyMeaning {
  directive: Directive | null;
  /** The directive's name as RFC 9309 spells it (for messages); the key itself when unknown. */
  name: string;
  /** True when the key is spelt exactly (case aside). */
  exact: boolean;
}

/** Google's accepted spellings, checked as case-insensitive prefixes in Google's order. */
const SPELLINGS: [Directive, string, string[]][] = [
  ['user-agent', 'User-agent', ['user-agent', 'useragent', 'user agent']],
  ['allow', 'Allow', ['allow']],
  [
    'disallow',
    'Disallow',
    ['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'],
  ],
  ['sitemap', 'Sitemap', ['sitemap', 'site-map']],
  // Not read by Google; read here for the Crawl-delay policy (docs/design.md), with the same leniency.
  ['crawl-delay', 'Crawl-delay', ['crawl-delay', 'crawldelay', 'crawl delay', 'crawl_delay']],
];

/**
 * The exact spellings in their usual cases (`Disallow`, `User-Agent`, `ALLOW`, …), looked up
 * before anything else: they are nearly every line of a real file, and need no lower-casing.
 */
const EXACT = new Map<string, KeyMeaning>();
for (const [directive, name] of SPELLINGS) {
  const meaning: KeyMeaning = { directive, name, exact: true };
  const title = directive.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, c: string) => dash + c.toUpperCase(),
  );
  for (const form of [directive, name, title, directive.toUpperCase()]) EXACT.set(form, meaning);
}

/** The exact meanings by the lower-case code of their first letter (the five differ). */
const BY_FIRST_LETTER = new Map<number, KeyMeaning>();
for (const meaning of EXACT.values())
  BY_FIRST_LETTER.set((meaning.directive as Directive).charCodeAt(0), meaning);

/**
 * The meaning of the key at `text[start, end)` when it is a directive's exact name in any ASCII
 * case (what readKey finds in EXACT, lower-cased or not), compared by character codes: no slice.
 */
export function exactKeyAt(text: string, start: number, end: number): KeyMeaning | undefined {
  const first = text.charCodeAt(start);
  const meaning = BY_FIRST_LETTER.get(first >= 65 && first <= 90 ? first + 32 : first);
  const want = meaning?.directive;
  if (!want || want.length !== end - start) return undefined;
  for (let i = 1; i < want.length; i++) {
    const c = text.charCodeAt(start + i);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== want.charCodeAt(i)) return undefined;
  }
  return meaning;
}

export function readKey(key: string): KeyMeaning {
  const known = EXACT.get(key);
  if (known) return known;
  const lower = key.toLowerCase();
  const exact = EXACT.get(lower);
  if (exact) return exact;
  for (const [directive, name, spellings] of SPELLINGS) {
    for (const spelling of spellings) {
      if (lower.startsWith(spelling)) return { directive, name, exact: lower === directive };
    }
  }
  return { directive: null, name: key, exact: true };
}

/** Keys some crawlers read but RFC 9309 and Google do not. */
const NONSTANDARD = new Set([
  'host',
  'clean-param',
  'request-rate',
  'visit-time',
  'noindex',
  'nofollow',
  'noarchive',
  'content-signal',
]);

export function isNonstandardKey(key: string): boolean {
  return NONSTANDARD.has(key.toLowerCase());
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/** The directive an unknown key is probably a misspelling of (edit distance ≤ 2), if any. */
export function suggestDirective(key: string): string | null {
  const lower = key.toLowerCase();
  if (lower.length < 4 || lower.length > 20) return null;
  for (const [directive, name] of SPELLINGS) {
    if (editDistance(lower, directive) <= 2) return name;
  }
  return null;
}

import { cutText } from './cutText';
import { decodeXmlText, hasBareAmpersand } from './decodeXmlText';

export interface SitemapEntry {
  loc?: string;
  lastmod?: string;
}
export type SitemapKind = 'urlset' | 'sitemapindex';

export const DOCTYPE_REJECTED =
  'DOCTYPE/entity declarations are not allowed in sitemaps (XML bomb protection)';
/** One tag, comment, CDATA section or processing instruction may be this long, no longer. */
export const MAX_CONSTRUCT_CHARS = 1024 * 1024;
/** A `<loc>`/`<lastmod>` value beyond this is cut (sitemaps.org: a URL is under 2,048 characters). */
const MAX_VALUE_CHARS = 64 * 1024;
/** fast-xml-parser's `maxNestedTags` as it was set before (a nesting bomb stops here). */
const MAX_DEPTH = 32;

export interface SitemapScanner {
  /** Reads the next piece of the body; a reason when the body is not a sitemap (then stop feeding). */
  push(text: string): string | null;
  /** The body ended: a reason when it ended badly. */
  end(): string | null;
  kind(): SitemapKind | undefined;
}

/**
 * A streaming reader of one sitemap (sitemaps.org "XML tag definitions"): text goes in piece by
 * piece, each `<url>`/`<sitemap>` entry comes out through `onEntry` as soon as its closing tag is
 * read, and nothing but the unfinished tail of the last piece is kept — memory stays constant
 * whatever the file size (issue 17). It checks what the well-formedness of a sitemap needs (tags
 * closed in order, one root, no text outside it, no DOCTYPE or entity declaration, escaped `&` in
 * the values it reads) in one linear pass; docs/decisions.md says why this replaced
 * fast-xml-parser's validator and parser on this path.
 */
export function createSitemapScanner(onEntry: (entry: SitemapEntry) => void): SitemapScanner {
  let buf = '';
  let consumed = 0;
  let started = false;
  let sawContent = false;
  let kind: SitemapKind | undefined;
  let entryName = '';
  let rootClosed = false;
  let htmlDoctype = false;
  const stack: string[] = [];
  let entry: SitemapEntry | null = null;
  let capture: 'loc' | 'lastmod' | null = null;
  let value = '';

  const at = (index: number) => `at character ${(consumed + index).toLocaleString('en')}`;

  function text(s: string, from: number, to: number): string | null {
    if (capture && stack.length === 3) {
      if (value.length < MAX_VALUE_CHARS) value += s.slice(from, to);
      return null;
    }
    if (stack.length > 0) return null;
    for (let j = from; j < to; j++) {
      const c = s.charCodeAt(j);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) {
        const where = kind ? 'after the root element' : 'before the root element';
        return `malformed XML: text ${where} ${at(j)} ("${cutText(s.slice(j, j + 40), 40)}")`;
      }
    }
    return null;
  }

  function open(name: string, selfClosing: boolean, index: number): string | null {
    sawContent = true;
    const local = name.slice(name.indexOf(':') + 1);
    if (!kind) {
      if (local.toLowerCase() === 'html') return 'served HTML, not a sitemap (root <html>)';
      if (htmlDoctype) return 'served HTML, not a sitemap (<!DOCTYPE html>)';
      if (local !== 'urlset' && local !== 'sitemapindex') {
        return `root <${cutText(name, 80)}> is not <urlset> or <sitemapindex>`;
      }
      kind = local;
      entryName = local === 'urlset' ? 'url' : 'sitemap';
    } else if (stack.length === 0) {
      return `malformed XML: a second root element <${cutText(name, 80)}> ${at(index)}`;
    }
    if (stack.length >= MAX_DEPTH) {
      return `malformed XML: Maximum nested tags exceeded (${MAX_DEPTH}) ${at(index)}`;
    }
    if (stack.length === 1 && local === entryName) entry = {};
    else if (stack.length === 2 && entry && (local === 'loc' || local === 'lastmod')) {
      capture = selfClosing ? null : local;
      value = '';
    }
    if (selfClosing) return close(stack.length + 1);
    stack.push(name);
    return null;
  }

  /** An element at `depth` (1 = the root) just closed. */
  function close(depth: number): string | null {
    if (depth === 1) rootClosed = true;
    else if (depth === 2 && entry) {
      onEntry(entry);
      entry = null;
    } else if (depth === 3 && capture && entry) {
      const raw = value.trim();
      if (hasBareAmpersand(raw)) {
        return `malformed XML: char '&' is not expected in <${capture}> (sitemaps.org: escape it as &amp;): "${cutText(raw, 120)}"`;
      }
      entry[capture] ??= decodeXmlText(raw);
      capture = null;
      value = '';
    }
    return null;
  }

  function scan(final: boolean): string | null {
    const s = buf;
    const n = s.length;
    let i = 0;
    let problem: string | null = null;
    while (i < n) {
      const lt = s.indexOf('<', i);
      const stop = lt < 0 ? n : lt;
      if (stop > i) {
        problem = text(s, i, stop);
        if (problem) return problem;
      }
      i = stop; // the text is read; an unfinished construct below resumes here
      if (lt < 0 || lt + 1 >= n) break;
      const c = s.charCodeAt(lt + 1);
      let end: number;
      if (c === 33 /* ! */) {
        if (s.startsWith('<!--', lt)) {
          end = s.indexOf('-->', lt + 4);
          if (end < 0) break;
          i = end + 3;
          continue;
        }
        if (s.startsWith('<![CDATA[', lt)) {
          end = s.indexOf(']]>', lt + 9);
          if (end < 0) break;
          if (stack.length === 0) return `malformed XML: CDATA outside the root element ${at(lt)}`;
          if (capture && stack.length === 3 && value.length < MAX_VALUE_CHARS) {
            value += s.slice(lt + 9, end).replace(/&/g, '&amp;'); // CDATA is literal
          }
          i = end + 3;
          continue;
        }
        if (!final && n - lt < 16) break; // too little to tell a comment from a DOCTYPE yet
        const head = s.slice(lt, lt + 16);
        if (!kind && /^<!doctype\s+html\b/i.test(head)) {
          // An HTML page: its root element, if any, names it best (read on).
          end = s.indexOf('>', lt);
          if (end < 0) break;
          htmlDoctype = true;
          sawContent = true;
          i = end + 1;
          continue;
        }
        if (/^<!(?:doctype|entity)/i.test(head)) return DOCTYPE_REJECTED;
        return `malformed XML: unexpected "${cutText(head, 16)}" ${at(lt)}`;
      }
      if (c === 63 /* ? */) {
        end = s.indexOf('?>', lt + 2);
        if (end < 0) break;
        i = end + 2;
        continue;
      }
      if (c === 47 /* / */) {
        end = s.indexOf('>', lt + 2);
        if (end < 0) break;
        const top = stack.pop();
        // Compared in place (no string per closing tag): the name, then only spaces up to `>`.
        if (
          top === undefined ||
          !s.startsWith(top, lt + 2) ||
          !onlySpaces(s, lt + 2 + top.length, end)
        ) {
          const wanted = top === undefined ? 'no open element' : `Expected closing tag '${top}'`;
          const name = s.slice(lt + 2, end).trimEnd();
          return `malformed XML: ${wanted}, found </${cutText(name, 80)}> ${at(lt)}`;
        }
        problem = close(stack.length + 1);
        if (problem) return problem;
        i = end + 1;
        continue;
      }
      end = tagEnd(s, lt);
      if (end < 0) break;
      const nameEnd = nameStop(s, lt + 1, end);
      if (nameEnd === lt + 1 || !isNameStart(c)) {
        return `malformed XML: char '${cutText(s.charAt(lt + 1), 1)}' is not expected after '<' ${at(lt)}`;
      }
      if (rootClosed) return `malformed XML: content after the root element ${at(lt)}`;
      problem = open(s.slice(lt + 1, nameEnd), s.charCodeAt(end - 1) === 47, lt);
      if (problem) return problem;
      i = end + 1;
    }
    buf = i < n ? s.slice(i) : '';
    consumed += i;
    if (buf.length > MAX_CONSTRUCT_CHARS) {
      return `malformed XML: a tag, comment or CDATA section longer than 1 MiB ${at(0)}`;
    }
    return null;
  }

  return {
    push(piece) {
      let chunk = piece;
      if (!started && chunk.length) {
        started = true;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      }
      buf = buf ? buf + chunk : chunk;
      return scan(false);
    },
    end() {
      const problem = scan(true);
      if (problem) return problem;
      if (buf.trim()) return `malformed XML: the body ends inside a tag or comment ${at(0)}`;
      if (htmlDoctype) return 'served HTML, not a sitemap (<!DOCTYPE html>)';
      if (!kind) return sawContent ? 'no root element' : 'empty body, not a sitemap';
      if (stack.length) {
        return `malformed XML: Unclosed tag '${cutText(stack[stack.length - 1] ?? '', 80)}' (the body ends early)`;
      }
      return null;
    },
    kind: () => kind,
  };
}

/** The `>` that ends the tag opened at `lt` (a `>` inside a quoted attribute value is legal); -1 if not yet read. */
function tagEnd(s: string, lt: number): number {
  let quote = 0;
  for (let j = lt + 1; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return j;
  }
  return -1;
}

function onlySpaces(s: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    const c = s.charCodeAt(j);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

function nameStop(s: string, from: number, end: number): number {
  let j = from;
  for (; j < end; j++) {
    const c = s.charCodeAt(j);
    if (c <= 32 || c === 47 /* / */) break;
  }
  return j;
}

/** XML 1.0 §2.3 NameStartChar, simplified: a letter, `_`, `:` or any non-ASCII character. */
function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;
}

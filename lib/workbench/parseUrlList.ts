/**
 * The workbench's URL list: one URL or path per line (DESIGN.md "Workbench, history, exports").
 * Pure. Every line has a defined outcome: tested, a duplicate (collapsed), another origin's URL
 * (counted and named, never tested against this origin's file), not a URL (named), or blank.
 */

/** Lines beyond this are not read (counted as `overLimit`): the page never freezes on a paste. */
export const MAX_URL_LINES = 200_000;
/** How many examples each "named" list keeps; the counts stay exact. */
export const MAX_NAMED = 50;
/** Untrusted text copied into a named list is cut to this many characters. */
export const MAX_NAMED_CHARS = 200;

export interface NamedLine {
  /** 1-based line in the pasted text. */
  line: number;
  text: string;
}

export interface UrlList {
  /** Absolute URLs on the origin, in first-seen order, without duplicates. */
  urls: string[];
  lines: number;
  blank: number;
  duplicates: number;
  notUrl: { count: number; examples: NamedLine[] };
  /** Other origins and how many lines named each. */
  otherOrigin: { count: number; origins: { origin: string; count: number }[] };
  /** Lines after MAX_URL_LINES, not read. */
  overLimit: number;
}

const cut = (text: string) =>
  text.length > MAX_NAMED_CHARS ? `${text.slice(0, MAX_NAMED_CHARS)}… (cut)` : text;

/** The origin of an absolute http(s) URL, or null when the text is not one. */
function originOfUrl(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * Reads `text` against `origin` (`https://example.com`). A path (`/a?b`) joins the origin as
 * written; an absolute URL keeps its own text (the engine compares the URL as written).
 */
export function parseUrlList(text: string, origin: string, maxLines = MAX_URL_LINES): UrlList {
  const seen = new Set<string>();
  const others = new Map<string, number>();
  const result: UrlList = {
    urls: [],
    lines: 0,
    blank: 0,
    duplicates: 0,
    notUrl: { count: 0, examples: [] },
    otherOrigin: { count: 0, origins: [] },
    overLimit: 0,
  };
  if (text === '') return result;
  let start = 0;
  let lineNo = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    if (end === text.length && raw === '' && lineNo > 0) break; // a final newline ends the list
    lineNo += 1;
    if (lineNo > maxLines) {
      result.overLimit += 1;
      continue;
    }
    result.lines = lineNo;
    const line = raw.trim();
    if (line === '') {
      result.blank += 1;
      continue;
    }
    let url: string | null = null;
    if (line.startsWith('/') && !line.startsWith('//')) url = origin + line;
    else {
      const lineOrigin = originOfUrl(line);
      if (lineOrigin === origin) url = line;
      else if (lineOrigin !== null) {
        result.otherOrigin.count += 1;
        others.set(lineOrigin, (others.get(lineOrigin) ?? 0) + 1);
        continue;
      }
    }
    if (url === null) {
      result.notUrl.count += 1;
      if (result.notUrl.examples.length < MAX_NAMED)
        result.notUrl.examples.push({ line: lineNo, text: cut(line) });
      continue;
    }
    if (seen.has(url)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(url);
    result.urls.push(url);
  }
  result.otherOrigin.origins = [...others]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_NAMED)
    .map(([o, count]) => ({ origin: cut(o), count }));
  return result;
}

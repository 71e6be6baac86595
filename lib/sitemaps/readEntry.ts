export interface SitemapEntry {
  loc?: string;
  lastmod?: string;
}

/**
 * The `<loc>` and `<lastmod>` children of one `<url>` or `<sitemap>` element, from its inner XML.
 * The document was already proven well-formed by XMLValidator, so one linear scan with a depth
 * counter suffices: children of extension elements (`<image:image><image:loc>`) are skipped, CDATA
 * is taken literally, comments and processing instructions are ignored, and the XML predefined
 * entities and character references are decoded (sitemaps.org "Entity escaping").
 */
export function readEntry(xml: string): SitemapEntry {
  const entry: SitemapEntry = {};
  const len = xml.length;
  let capture: 'loc' | 'lastmod' | null = null;
  let text = '';
  let depth = 0;
  let i = 0;
  while (i < len) {
    const lt = xml.indexOf('<', i);
    const stop = lt < 0 ? len : lt;
    if (capture && depth === 1 && stop > i) text += decodeXmlText(xml.slice(i, stop));
    if (lt < 0) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 33 /* ! */ && xml.startsWith('<![CDATA[', lt)) {
      const end = indexOr(xml, ']]>', lt + 9);
      if (capture && depth === 1) text += xml.slice(lt + 9, end);
      i = end + 3;
    } else if (next === 33 /* ! */) {
      i = indexOr(xml, '-->', lt + 4) + 3; // a comment: DOCTYPE was rejected before parsing
    } else if (next === 63 /* ? */) {
      i = indexOr(xml, '?>', lt + 2) + 2;
    } else if (next === 47 /* / */) {
      depth--;
      if (depth === 0 && capture) {
        entry[capture] ??= text.trim();
        capture = null;
        text = '';
      }
      i = indexOr(xml, '>', lt) + 1;
    } else {
      const end = tagEnd(xml, lt);
      if (xml.charCodeAt(end - 1) !== 47 /* / */) {
        if (depth === 0) capture = wantedChild(xml, lt + 1, end);
        depth++;
      }
      i = end + 1;
    }
  }
  return entry;
}

function indexOr(xml: string, needle: string, from: number): number {
  const at = xml.indexOf(needle, from);
  return at < 0 ? xml.length : at;
}

/** The `>` that ends the tag opened at `lt`; a `>` inside a quoted attribute value is legal. */
function tagEnd(xml: string, lt: number): number {
  let quote = 0;
  for (let j = lt + 1; j < xml.length; j++) {
    const c = xml.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return j;
  }
  return xml.length;
}

/** `loc` or `lastmod` by local name (a namespace prefix such as `sm:loc` is allowed). */
function wantedChild(xml: string, from: number, end: number): 'loc' | 'lastmod' | null {
  let start = from;
  let stop = from;
  for (; stop < end; stop++) {
    const c = xml.charCodeAt(stop);
    if (c <= 32 || c === 47 /* / */) break;
    if (c === 58 /* : */) start = stop + 1;
  }
  const length = stop - start;
  if (length === 3 && xml.startsWith('loc', start)) return 'loc';
  if (length === 7 && xml.startsWith('lastmod', start)) return 'lastmod';
  return null;
}

const ENTITY = /&(?:(lt|gt|amp|apos|quot)|#x([0-9a-fA-F]{1,6})|#([0-9]{1,7}));/g;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** XML 1.0 §4.6 predefined entities and §4.1 character references; anything else stays as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name?: string, hex?: string, dec?: string) => {
    if (name) return PREDEFINED[name] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

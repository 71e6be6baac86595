import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readEntry, type SitemapEntry } from './readEntry';

export type ParsedSitemap =
  | { ok: true; kind: 'urlset' | 'sitemapindex'; entries: SitemapEntry[] }
  | { ok: false; reason: string };

export const DOCTYPE_REJECTED =
  'DOCTYPE/entity declarations are not allowed in sitemaps (XML bomb protection)';

let parser: XMLParser | undefined;

/**
 * fast-xml-parser set up for untrusted input. Each `<url>`/`<sitemap>` is a stop node: its inner
 * XML comes back as a string that `readEntry` reads, ~3× faster than building an object per child
 * (docs/decisions.md, "Sitemaps: fast-xml-parser with … stop nodes"). Entities: the XML predefined
 * ones only (DOCTYPE is rejected before parsing, HTML entities are off).
 */
function sitemapParser(): XMLParser {
  parser ??= new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    htmlEntities: false,
    processEntities: {
      enabled: true,
      maxEntityCount: 1,
      maxEntitySize: 1,
      maxExpansionDepth: 1,
      maxExpandedLength: 10_000,
    },
    maxNestedTags: 32,
    isArray: (_name, jPath) => jPath === 'urlset.url' || jPath === 'sitemapindex.sitemap',
    stopNodes: ['urlset.url', 'sitemapindex.sitemap'],
  });
  return parser;
}

/**
 * A sitemap body → its entries, or the reason it is not a sitemap. Never throws.
 * sitemaps.org "XML tag definitions": the root is `<urlset>` (of `<url>`) or `<sitemapindex>`
 * (of `<sitemap>`), each child with one `<loc>` and an optional `<lastmod>`.
 */
export function parseSitemap(text: string): ParsedSitemap {
  const root = rootElement(text);
  const local = root?.slice(root.indexOf(':') + 1);
  if (local?.toLowerCase() === 'html') {
    return { ok: false, reason: 'served HTML, not a sitemap (root <html>)' };
  }
  // An HTML page (a soft 404) often has no <html> element at all: its doctype says what it is.
  if (/^\uFEFF?\s*<!DOCTYPE\s+html\b/i.test(text.slice(0, 1024))) {
    return { ok: false, reason: 'served HTML, not a sitemap (<!DOCTYPE html>)' };
  }
  // Checked before any parsing: no entity of ours or the parser's may ever be declared.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return { ok: false, reason: DOCTYPE_REJECTED };
  if (root === undefined) {
    if (text.trim() === '') return { ok: false, reason: 'empty body, not a sitemap' };
  } else if (local !== 'urlset' && local !== 'sitemapindex') {
    return { ok: false, reason: `root <${root}> is not <urlset> or <sitemapindex>` };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    return { ok: false, reason: `malformed XML: ${msg} (line ${line}, column ${col})` };
  }
  let doc: Record<string, unknown>;
  try {
    doc = sitemapParser().parse(text) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, reason: `malformed XML: ${(error as Error).message}` };
  }
  // Read from the parsed document too: a root found past the sniffed prefix is checked here.
  const kind = 'urlset' in doc ? 'urlset' : 'sitemapindex' in doc ? 'sitemapindex' : undefined;
  if (!kind) {
    const name = Object.keys(doc).find((key) => !key.startsWith('?') && !key.startsWith('#'));
    return { ok: false, reason: `root <${name ?? ''}> is not <urlset> or <sitemapindex>` };
  }
  const body = doc[kind];
  const children =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const list = children[kind === 'urlset' ? 'url' : 'sitemap'];
  const entries = Array.isArray(list)
    ? list.map((inner) => (typeof inner === 'string' ? readEntry(inner) : {}))
    : [];
  return { ok: true, kind, entries };
}

/**
 * Name of the first element, past a BOM, the XML declaration, comments, processing instructions
 * and a DOCTYPE; `undefined` when the text does not start like XML at all.
 */
export function rootElement(text: string): string | undefined {
  const m =
    /^\uFEFF?(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<([A-Za-z_][\w.:-]*)/i.exec(
      text.slice(0, 4096),
    );
  return m?.[1];
}

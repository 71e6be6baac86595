import { describe, expect, it } from 'vitest';
import { decodeXmlText } from '@/lib/sitemaps/decodeXmlText';
import { DOCTYPE_REJECTED, parseSitemap } from '@/lib/sitemaps/parseSitemap';
import { createSitemapScanner, type SitemapEntry } from '@/lib/sitemaps/sitemapScanner';

/** The entry of `<urlset><url>{inner}</url></urlset>`, as the streaming reader reads it. */
function readEntry(inner: string): SitemapEntry | string {
  const parsed = parseSitemap(`<urlset><url>${inner}</url></urlset>`);
  return parsed.ok ? (parsed.entries[0] ?? 'no entry') : parsed.reason;
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<urlset><url><loc>https://a.example/&lol3;</loc></url></urlset>`;

// Issue 6 "Bad input is a result, never an exception": each case names the reason shown.
describe('parseSitemap: bad input is a reason, never a throw', () => {
  it.each([
    [
      'HTML served as XML',
      '<!DOCTYPE html>\n<html><body>Hi</body></html>',
      'served HTML, not a sitemap (root <html>)',
    ],
    [
      'an HTML soft 404 with a doctype and no <html> element',
      '<!doctype html><title>Not found</title><p>Sorry</p>',
      'served HTML, not a sitemap (<!DOCTYPE html>)',
    ],
    [
      'HTML without doctype',
      '<html lang="en"><p>x</p></html>',
      'served HTML, not a sitemap (root <html>)',
    ],
    ['billion laughs', BILLION_LAUGHS, DOCTYPE_REJECTED],
    [
      'external entity (XXE)',
      '<!DOCTYPE u [<!ENTITY x SYSTEM "file:///etc/passwd">]><urlset/>',
      DOCTYPE_REJECTED,
    ],
    ['an ENTITY declaration without DOCTYPE', '<urlset><!ENTITY x "y"></urlset>', DOCTYPE_REJECTED],
    [
      'an RSS feed',
      '<?xml version="1.0"?><rss version="2.0"><channel/></rss>',
      'root <rss> is not <urlset> or <sitemapindex>',
    ],
    ['an empty body', '  \n', 'empty body, not a sitemap'],
  ])('%s', (_name, text, reason) => {
    expect(parseSitemap(text)).toEqual({ ok: false, reason });
  });

  it.each([
    [
      'mismatched tags',
      '<urlset><url><loc>https://a/</lo></url></urlset>',
      "Expected closing tag 'loc'",
    ],
    ['unclosed root', '<urlset><url><loc>https://a/</loc></url>', "Unclosed tag 'urlset'"],
    [
      'bare ampersand (sitemaps.org: entity escaping)',
      '<urlset><url><loc>https://a/?a=1&b=2</loc></url></urlset>',
      "char '&' is not expected",
    ],
    ['JSON', '{"urls": []}', 'text before the root element'],
    ['a second root', '<urlset></urlset><urlset></urlset>', 'content after the root element'],
    ['text after the root', '<urlset></urlset>junk', 'text after the root element'],
    [
      'nesting bomb',
      `<urlset>${'<a>'.repeat(1000)}${'</a>'.repeat(1000)}</urlset>`,
      'Maximum nested tags exceeded',
    ],
  ])('malformed: %s → the parser reason', (_name, text, fragment) => {
    const parsed = parseSitemap(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.reason).toMatch(/^malformed XML: /);
      expect(parsed.reason).toContain(fragment);
    }
  });
});

describe('parseSitemap: sitemaps.org XML format', () => {
  it('reads a urlset with url/loc/lastmod, one url or many', () => {
    expect(parseSitemap('<urlset><url><loc>https://a/1</loc></url></urlset>')).toEqual({
      ok: true,
      kind: 'urlset',
      entries: [{ loc: 'https://a/1' }],
    });
    const two = parseSitemap(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a/1</loc><lastmod>2024-01-01</lastmod><changefreq>daily</changefreq><priority>0.5</priority></url><url><loc>https://a/2</loc></url></urlset>',
    );
    expect(two).toEqual({
      ok: true,
      kind: 'urlset',
      entries: [{ loc: 'https://a/1', lastmod: '2024-01-01' }, { loc: 'https://a/2' }],
    });
  });

  it('reads a sitemapindex', () => {
    expect(
      parseSitemap('<sitemapindex><sitemap><loc>https://a/s1.xml</loc></sitemap></sitemapindex>'),
    ).toEqual({ ok: true, kind: 'sitemapindex', entries: [{ loc: 'https://a/s1.xml' }] });
  });

  it('an empty urlset has no entries; a <url/> has no loc', () => {
    expect(parseSitemap('<urlset></urlset>')).toEqual({ ok: true, kind: 'urlset', entries: [] });
    expect(parseSitemap('<urlset><url/></urlset>')).toEqual({
      ok: true,
      kind: 'urlset',
      entries: [{}],
    });
  });

  it('accepts a namespace-prefixed root', () => {
    expect(
      parseSitemap('<s:urlset xmlns:s="x"><s:url><s:loc>https://a/</s:loc></s:url></s:urlset>'),
    ).toEqual({ ok: true, kind: 'urlset', entries: [{ loc: 'https://a/' }] });
  });

  it('reads past a BOM, the declaration, comments and PIs; a long comment is read, not sniffed', () => {
    expect(parseSitemap('\uFEFF<?xml version="1.0"?>\n<!-- hi -->\n<urlset/>')).toEqual({
      ok: true,
      kind: 'urlset',
      entries: [],
    });
    expect(parseSitemap(`<!--${'x'.repeat(5000)}--><rss/>`)).toEqual({
      ok: false,
      reason: 'root <rss> is not <urlset> or <sitemapindex>',
    });
    expect(parseSitemap(`${' '.repeat(5000)}<urlset/>`)).toMatchObject({ ok: true });
  });
});

describe('readEntry: the children of one <url>', () => {
  it.each([
    [
      'entities (sitemaps.org "Entity escaping")',
      '<loc>https://a/?x=1&amp;y=&lt;2&gt;&apos;&quot;</loc>',
      { loc: `https://a/?x=1&y=<2>'"` },
    ],
    ['character references', '<loc>https://a/&#x26;&#38;</loc>', { loc: 'https://a/&&' }],
    [
      'CDATA taken literally',
      '<loc><![CDATA[https://a/?a&amp;b]]></loc>',
      { loc: 'https://a/?a&amp;b' },
    ],
    ['whitespace trimmed', '<loc>\n  https://a/x \n</loc>', { loc: 'https://a/x' }],
    [
      'comments and PIs ignored',
      '<!-- <loc>https://no/</loc> --><?pi x?><loc>https://a/<!-- c -->b</loc>',
      { loc: 'https://a/b' },
    ],
    [
      'extension children skipped',
      '<image:image><image:loc>https://img/</image:loc></image:image><loc>https://a/</loc>',
      { loc: 'https://a/' },
    ],
    [
      '> inside an attribute value',
      '<xhtml:link rel="alternate" href="https://a/?q=>"/><loc>https://a/</loc>',
      { loc: 'https://a/' },
    ],
    ['first loc wins', '<loc>https://a/1</loc><loc>https://a/2</loc>', { loc: 'https://a/1' }],
    [
      'prefixed loc',
      '<sm:loc>https://a/</sm:loc><sm:lastmod>2024</sm:lastmod>',
      { loc: 'https://a/', lastmod: '2024' },
    ],
    ['no loc', '<lastmod>2024-01-01</lastmod>', { lastmod: '2024-01-01' }],
  ])('%s', (_name, xml, entry) => {
    expect(readEntry(xml)).toEqual(entry);
  });

  it('leaves unknown entities and out-of-range references as written', () => {
    expect(decodeXmlText('&nbsp;&#0;&#x110000;&amp;')).toBe('&nbsp;&#0;&#x110000;&');
  });
});

// Issue 17: the body streams in; an entry, a tag, a comment or a CDATA section may be cut anywhere.
describe('createSitemapScanner: pieces cut anywhere read as the whole', () => {
  const xml =
    '\uFEFF<?xml version="1.0"?><!-- c --><urlset xmlns="x"><url><loc><![CDATA[https://a/1?x&y]]></loc>' +
    '<lastmod>2024-01-01</lastmod></url><url><image:image><image:loc>https://i/</image:loc></image:image>' +
    '<loc>https://a/2?a=1&amp;b=2</loc></url><url/></urlset>\n';

  it.each([1, 2, 3, 7, 16, 64])('pieces of %i characters', (size) => {
    const entries: SitemapEntry[] = [];
    const scanner = createSitemapScanner((e) => entries.push(e));
    let problem: string | null = null;
    for (let at = 0; at < xml.length && !problem; at += size) {
      problem = scanner.push(xml.slice(at, at + size));
    }
    expect(problem ?? scanner.end()).toBeNull();
    expect(entries).toEqual((parseSitemap(xml) as { entries: SitemapEntry[] }).entries);
    expect(entries).toEqual([
      { loc: 'https://a/1?x&y', lastmod: '2024-01-01' },
      { loc: 'https://a/2?a=1&b=2' },
      {},
    ]);
  });

  it('an entry is handed on as soon as it closes, before the body ends', () => {
    const entries: SitemapEntry[] = [];
    const scanner = createSitemapScanner((e) => entries.push(e));
    scanner.push('<urlset><url><loc>https://a/1</loc></url><url><loc>https://a/');
    expect(entries).toEqual([{ loc: 'https://a/1' }]);
  });

  // Issue 12 case 3: a parser error quoted a 45 MiB tag; every quoted string is cut now.
  it('a huge unfinished tag stops at 1 MiB with a short reason', () => {
    const scanner = createSitemapScanner(() => {});
    let problem: string | null = scanner.push('<urlset><url><loc>https://a/</loc></url><bad ');
    const piece = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 40 && !problem; i++) problem = scanner.push(piece);
    expect(problem).toMatch(/^malformed XML: a tag, comment or CDATA section longer than 1 MiB/);
    expect(problem?.length).toBeLessThan(200);
  });

  it('a huge mismatched closing tag is quoted cut', () => {
    const parsed = parseSitemap(`<urlset><url></${'u'.repeat(100_000)}></urlset>`);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.reason.length).toBeLessThan(300);
      expect(parsed.reason).toContain('(cut: 99,920 more characters)');
    }
  });
});

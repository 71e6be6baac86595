import { describe, expect, it } from 'vitest';
import { DOCTYPE_REJECTED, parseSitemap, rootElement } from '@/lib/sitemaps/parseSitemap';
import { decodeXmlText, readEntry } from '@/lib/sitemaps/readEntry';

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
    ['JSON', '{"urls": []}', "char '{' is not expected"],
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

  it('finds the root past a BOM, declaration and comments; a long comment defers to the parser', () => {
    expect(rootElement('\uFEFF<?xml version="1.0"?>\n<!-- hi -->\n<urlset>')).toBe('urlset');
    const longComment = `<!--${'x'.repeat(5000)}--><rss/>`;
    expect(rootElement(longComment)).toBeUndefined();
    expect(parseSitemap(longComment)).toEqual({
      ok: false,
      reason: 'root <rss> is not <urlset> or <sitemapindex>',
    });
  });

  it('sniffing the root gives up on a long run of whitespace (it reads 4 KiB at most)', () => {
    expect(rootElement(`${' '.repeat(4000)}x`)).toBeUndefined();
    expect(rootElement(`${' '.repeat(5000)}<urlset>`)).toBeUndefined();
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

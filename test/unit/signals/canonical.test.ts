/**
 * Canonicals. G = Google, "How to specify a canonical URL with rel="canonical" and other methods"
 * (link element in the head, or `Link: <…>; rel="canonical"` header; relative paths are
 * supported, absolute advised). RFC 8288 §3 for the Link header's syntax. docs/design.md: only
 * http(s) URLs become links.
 */
import { describe, expect, it } from 'vitest';
import { parseLinkHeader, readCanonical } from '@/lib/signals';

const PAGE = 'https://shop.example/a/page?x=1#top';

describe('parseLinkHeader (RFC 8288 §3)', () => {
  it.each([
    [
      'quoted rel',
      '<https://a.example/>; rel="canonical"',
      [{ href: 'https://a.example/', rels: ['canonical'] }],
    ],
    [
      'unquoted, upper-case rel',
      '<https://a.example/>; REL=Canonical',
      [{ href: 'https://a.example/', rels: ['canonical'] }],
    ],
    [
      'several links, one a comma inside the URI',
      '<https://a.example/x,y>; rel="preload", <https://a.example/c>; rel="canonical alternate"',
      [
        { href: 'https://a.example/x,y', rels: ['preload'] },
        { href: 'https://a.example/c', rels: ['canonical', 'alternate'] },
      ],
    ],
    [
      'a quoted comma in a parameter',
      '<https://a.example/>; title="a, b"; rel=canonical',
      [{ href: 'https://a.example/', rels: ['canonical'] }],
    ],
    ['malformed: no closing bracket', '<https://a.example/; rel=canonical', []],
    ['no rel', '<https://a.example/>', [{ href: 'https://a.example/', rels: [] }]],
  ])('%s', (_, value, links) => {
    expect(parseLinkHeader(value)).toEqual(links);
  });
});

describe('readCanonical', () => {
  it.each([
    ['none', [], [], 'none', null],
    [
      'G: link element, self (fragment aside)',
      [{ rel: 'canonical', href: 'https://shop.example/a/page?x=1' }],
      [],
      'self',
      'https://shop.example/a/page?x=1',
    ],
    [
      'G: relative href resolved against the page',
      [{ rel: 'canonical', href: '../b' }],
      [],
      'other',
      'https://shop.example/b',
    ],
    [
      'rel lists are space-separated and case-insensitive',
      [{ rel: 'Canonical foo', href: '/c' }],
      [],
      'other',
      'https://shop.example/c',
    ],
    [
      'G: Link header',
      [],
      [['Link', '<https://shop.example/d>; rel="canonical"']],
      'other',
      'https://shop.example/d',
    ],
    [
      'link and header agreeing are one canonical',
      [{ rel: 'canonical', href: '/d' }],
      [['link', '<https://shop.example/d>; rel=canonical']],
      'other',
      'https://shop.example/d',
    ],
    [
      'G: two disagreeing canonicals conflict',
      [{ rel: 'canonical', href: '/d' }],
      [['Link', '<https://shop.example/e>; rel="canonical"']],
      'conflicting',
      null,
    ],
    [
      'DESIGN: javascript: is invalid, never a URL',
      [{ rel: 'canonical', href: 'javascript:alert(1)' }],
      [],
      'invalid',
      null,
    ],
    [
      'an unparsable href is invalid',
      [{ rel: 'canonical', href: 'http://[bad' }],
      [],
      'invalid',
      null,
    ],
  ] as const)('%s', (_, links, headers, state, url) => {
    const canonical = readCanonical(
      links.map((l) => ({ ...l })),
      headers.map((h) => [...h] as [string, string]),
      PAGE,
    );
    expect([canonical.state, canonical.url]).toEqual([state, url]);
  });

  it('keeps the invalid candidate with its reason', () => {
    expect(
      readCanonical([{ rel: 'canonical', href: 'javascript:x' }], [], PAGE).candidates,
    ).toEqual([{ source: 'link', raw: 'javascript:x', url: null, invalid: 'not-http' }]);
  });
});

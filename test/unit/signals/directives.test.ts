/**
 * Robots directive lists and X-Robots-Tag values. Sources:
 * G = Google, "Robots meta tag, data-nosnippet, and X-Robots-Tag specifications"
 *     (developers.google.com/search/docs/crawling-indexing/robots-meta-tag);
 * B = Bing Webmaster Guidelines, "Robots Metatags" (the same comma-separated list, case-insensitive).
 */
import { describe, expect, it } from 'vitest';
import { parseDirectives, parseUnavailableAfter } from '@/lib/signals';
import { headerSources, metaSources } from '@/lib/signals/directiveSources';

describe('parseDirectives', () => {
  it.each([
    ['G: comma-separated list', 'noindex, nofollow', ['noindex', 'nofollow']],
    ['G: names are case-insensitive', 'NoIndex,NOFOLLOW', ['noindex', 'nofollow']],
    ['G: none is one directive', 'none', ['none']],
    ['B: spaces around commas', ' noarchive ,  nosnippet ', ['noarchive', 'nosnippet']],
    [
      'G: value directives',
      'max-snippet:20, max-image-preview:large',
      ['max-snippet', 'max-image-preview'],
    ],
    ['empty pieces are dropped', 'noindex,,', ['noindex']],
  ])('%s', (_, text, names) => {
    expect(parseDirectives(text).map((d) => d.name)).toEqual(names);
  });

  it('G: an RFC 850 date keeps its own comma inside unavailable_after', () => {
    expect(parseDirectives('unavailable_after: Sunday, 01-Sep-24 15:00:00 PST, noarchive')).toEqual(
      [
        { name: 'unavailable_after', value: 'Sunday, 01-Sep-24 15:00:00 PST' },
        { name: 'noarchive' },
      ],
    );
  });
});

describe('parseUnavailableAfter (G: "RFC 822, RFC 850, and ISO 8601")', () => {
  it.each([
    ['RFC 822', '25 Jun 2010 15:00:00 PST', Date.UTC(2010, 5, 25, 23)],
    ['RFC 850', 'Sunday, 01-Sep-24 15:00:00 PST', Date.UTC(2024, 8, 1, 23)],
    ['ISO 8601', '2024-09-01T15:00:00Z', Date.UTC(2024, 8, 1, 15)],
    ['not a date', 'tomorrow', null],
    ['empty', '  ', null],
  ])('%s', (_, text, ms) => {
    expect(parseUnavailableAfter(text)).toBe(ms);
  });
});

describe('metaSources', () => {
  it.each([
    ['G: name="robots" addresses every crawler', 'robots', 'noindex', null],
    ['G: Google also reads name="robot"', 'robot', 'noindex', null],
    ['G: a crawler name addresses that crawler', 'googlebot', 'noindex', 'googlebot'],
    ['G: names are case-insensitive', 'GoogleBot-News', 'nosnippet', 'googlebot-news'],
    ['B: bingbot', 'bingbot', 'nofollow', 'bingbot'],
  ])('%s', (_, name, content, agent) => {
    const [source] = metaSources([{ name, content }]);
    expect(source).toMatchObject({ source: 'meta', agent, text: content });
  });

  it.each([
    ['a description is no directive', 'description', 'noindex pages are great'],
    ['viewport', 'viewport', 'width=device-width'],
    ['a crawler-like name saying nothing robots read', 'twitter', 'summary'],
    ['an http-equiv meta', 'refresh', '0'],
  ])('ignores %s', (_, name, content) => {
    expect(metaSources([{ name, content, httpEquiv: name === 'refresh' }])).toEqual([]);
  });
});

describe('headerSources (X-Robots-Tag)', () => {
  const read = (...values: string[]) =>
    headerSources(values.map((v) => ['X-Robots-Tag', v] as const)).map((s) => ({
      agent: s.agent,
      names: s.directives.map((d) => d.name),
    }));

  it.each([
    [
      'G: a plain list applies to every crawler',
      ['noindex, nofollow'],
      [{ agent: null, names: ['noindex', 'nofollow'] }],
    ],
    [
      'G: several headers are combined',
      ['noarchive', 'unavailable_after: 25 Jun 2010 15:00:00 PST'],
      [
        { agent: null, names: ['noarchive'] },
        { agent: null, names: ['unavailable_after'] },
      ],
    ],
    [
      'G: a crawler prefix',
      ['googlebot: noindex, nofollow'],
      [{ agent: 'googlebot', names: ['noindex', 'nofollow'] }],
    ],
    [
      'G: one header per crawler',
      ['googlebot: nofollow', 'otherbot: noindex, nofollow'],
      [
        { agent: 'googlebot', names: ['nofollow'] },
        { agent: 'otherbot', names: ['noindex', 'nofollow'] },
      ],
    ],
    [
      'a prefix mid-list starts the next crawler (fetch joins repeated headers with ", ")',
      ['noarchive, googlebot: noindex'],
      [
        { agent: null, names: ['noarchive'] },
        { agent: 'googlebot', names: ['noindex'] },
      ],
    ],
    [
      'G: a value directive is not a crawler prefix',
      ['max-snippet: 0'],
      [{ agent: null, names: ['max-snippet'] }],
    ],
    ['G: none', ['NONE'], [{ agent: null, names: ['none'] }]],
    ['a malformed header gives nothing', [' , ,'], []],
  ])('%s', (_, values, expected) => {
    expect(read(...values)).toEqual(expected);
  });

  it('header names compare case-insensitively and other headers are ignored', () => {
    expect(
      headerSources([
        ['x-robots-tag', 'noindex'],
        ['x-robot-tag', 'nofollow'],
      ]),
    ).toHaveLength(1);
  });
});

/**
 * The one entry: indexing, conflicts and AI signals for one crawler. Conflicts from docs/design.md
 * "The page's own signals" and Google: "for the noindex rule to be effective, the page must not be
 * blocked by a robots.txt file" (Block Search indexing with noindex); "noai"/"noimageai" are
 * DeviantArt's robots-meta convention, read in metas and X-Robots-Tag like other directives.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots } from '@/lib/robots';
import { type PageSignalsInput, readPageSignals } from '@/lib/signals';

const PAGE = 'https://shop.example/private/item?id=7';
const ROBOTS =
  'User-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /private/\nDisallow: /old/';

function input(over: Partial<PageSignalsInput>): PageSignalsInput {
  const robots = parseRobots(ROBOTS, 'https://shop.example/robots.txt');
  return {
    pageUrl: PAGE,
    agent: 'Googlebot',
    headers: [],
    headHtml: '<head></head>',
    robotsText: ROBOTS,
    isAllowed: (url) =>
      new URL(url).origin === 'https://shop.example'
        ? checkUrl(robots, url, 'Googlebot').allowed
        : null,
    now: Date.UTC(2026, 10, 30),
    ...over,
  };
}

const codes = (over: Partial<PageSignalsInput>) =>
  readPageSignals(input(over)).conflicts.map((c) => c.code);

describe('readPageSignals conflicts', () => {
  it.each([
    [
      'noindex on a disallowed page is never seen',
      { headHtml: '<head><meta name="robots" content="noindex"></head>' },
      ['noindex-unreachable-by-crawler'],
    ],
    [
      'noindex by header too',
      { headers: [['X-Robots-Tag', 'googlebot: none']] as const },
      ['noindex-unreachable-by-crawler'],
    ],
    [
      'noindex on an allowed page is no conflict',
      {
        pageUrl: 'https://shop.example/ok',
        headHtml: '<head><meta name="robots" content="noindex"></head>',
      },
      [],
    ],
    [
      'a canonical robots.txt disallows, and differs from the page',
      {
        pageUrl: 'https://shop.example/ok',
        headHtml: '<head><link rel="canonical" href="/old/item"></head>',
      },
      ['canonical-other', 'canonical-disallowed'],
    ],
    [
      'a canonical on another origin: robots.txt there is not known',
      {
        pageUrl: 'https://shop.example/ok',
        headHtml: '<head><link rel="canonical" href="https://other.example/x"></head>',
      },
      ['canonical-other'],
    ],
    [
      'two canonicals disagreeing',
      {
        pageUrl: 'https://shop.example/ok',
        headHtml: '<head><link rel="canonical" href="/a"></head>',
        headers: [['Link', '</b>; rel="canonical"']] as const,
      },
      ['canonical-conflict'],
    ],
    [
      'a self canonical is no conflict',
      {
        pageUrl: 'https://shop.example/ok',
        headHtml: '<head><link rel="canonical" href="/ok"></head>',
      },
      [],
    ],
  ] as const)('%s', (_, over, expected) => {
    expect(codes(over as Partial<PageSignalsInput>)).toEqual(expected);
  });
});

describe('readPageSignals', () => {
  it('indexing carries its sources and the canonical', () => {
    const signals = readPageSignals(
      input({
        pageUrl: 'https://shop.example/ok',
        headers: [['X-Robots-Tag', 'nofollow']],
        headHtml:
          '<head><meta name="googlebot" content="noindex"><link rel="canonical" href="https://shop.example/ok"></head>',
      }),
    );
    expect(signals.indexing).toMatchObject({
      index: 'noindex',
      follow: 'nofollow',
      canonical: { state: 'self', url: 'https://shop.example/ok' },
      sources: [
        { source: 'header', text: 'nofollow' },
        { source: 'meta', name: 'googlebot', text: 'noindex' },
      ],
    });
  });

  it('reads the live DOM head when given as data (metas added by scripts count)', () => {
    const signals = readPageSignals(
      input({
        headHtml: undefined,
        headData: { metas: [{ name: 'robots', content: 'noindex' }], links: [], notes: [] },
      }),
    );
    expect(signals.indexing.index).toBe('noindex');
  });

  it('without headers or head, indexing is unknown', () => {
    const signals = readPageSignals(input({ headers: null, headHtml: undefined }));
    expect(signals.indexing).toMatchObject({
      index: 'unknown',
      follow: 'unknown',
      canonical: { state: 'none' },
    });
  });

  it('binary content: unknown head, said in headNotes', () => {
    const signals = readPageSignals(
      input({ headers: null, headHtml: new Uint8Array([0, 1, 2, 3]) }),
    );
    expect(signals.indexing.index).toBe('unknown');
    expect(signals.headNotes).toEqual(['binary']);
  });

  it('AI signals: robots.txt, TDMRep, noai and noimageai, each with its source', () => {
    const signals = readPageSignals(
      input({
        headers: [
          ['X-Robots-Tag', 'noimageai'],
          ['tdm-reservation', '1'],
        ],
        headHtml: '<head><meta name="robots" content="noai"></head>',
      }),
    );
    expect(signals.aiSignals.map((s) => [s.signal, s.value, s.source])).toEqual([
      ['content-signal', 'search=yes, ai-train=no', 'robots'],
      ['tdm-reservation', '1', 'header'],
      ['noai', 'noai', 'meta'],
      ['noimageai', 'noimageai', 'header'],
    ]);
  });

  it('noai addressed to another crawler does not apply', () => {
    const signals = readPageSignals(
      input({ robotsText: null, headHtml: '<head><meta name="bingbot" content="noai"></head>' }),
    );
    expect(signals.aiSignals).toEqual([]);
  });
});

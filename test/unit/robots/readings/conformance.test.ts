/**
 * Each reading against what its library actually answered (`observed` in
 * test/fixtures/conformance/robots-cases.json: google/robotstxt 22b355f, Protego 0.6.1,
 * CPython 3.13.0 urllib.robotparser) on all 575 allow cases and every Crawl-delay case.
 */
import { describe, expect, it } from 'vitest';
import { readAs } from '../../../../lib/robots';
import { loadConformance } from '../../../support/fixtureData';

const data = loadConformance();
const LIBRARY = { google: 'google', scrapy: 'protego', python: 'cpython' } as const;

/**
 * docs/design.md "Encoding": the google reading is the engine, which encodes a raw non-ASCII URL as a
 * browser sends it; google/robotstxt compares the raw bytes. These six cases pass such a URL (no
 * browser sends one) and are the only ones where the engine answers otherwise.
 */
const ENGINE_BY_DESIGN = new Set([
  'google.ID_Encoding.3',
  'google.ID_Encoding.5',
  'protego.test_unicode_url_and_useragent.6',
  'protego.test_unicode_url_and_useragent.8',
  'protego.test_percentage_encoding.3',
  'protego.test_percentage_encoding.5',
]);

describe.each(Object.entries(LIBRARY))(
  'reading %s matches %s on every allow case',
  (reading, library) => {
    const cases = data.allow.filter((c) => c.observed?.[library] !== undefined);
    it('covers all 575 cases', () => expect(cases).toHaveLength(575));
    it.each(cases.map((c) => [c.id, c] as const))('%s', (id, c) => {
      const observed = c.observed?.[library] as boolean;
      const answer = readAs(reading as keyof typeof LIBRARY, c.robotstxt ?? '').allowed(
        c.url,
        c.userAgent,
      );
      expect(answer).toBe(reading === 'google' && ENGINE_BY_DESIGN.has(id) ? !observed : observed);
    });
  },
);

describe.each([
  ['scrapy', 'protego'],
  ['python', 'cpython'],
] as const)('reading %s hands the Crawl-delay %s hands', (reading, library) => {
  const cases = data.crawlDelay.filter((c) => c.kind === 'crawlDelay');
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const observed = (c as unknown as { observed: Record<string, number | null> }).observed[
      library
    ];
    expect(readAs(reading, c.robotstxt).crawlDelay(c.userAgent)).toBe(observed);
  });
});

describe('google reading', () => {
  it('hands no Crawl-delay: Googlebot ignores it (docs/design.md "Readings")', () => {
    expect(readAs('google', 'User-agent: *\nCrawl-delay: 5\n').crawlDelay('Googlebot')).toBeNull();
  });
});

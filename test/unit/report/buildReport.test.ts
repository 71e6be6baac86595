import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { buildReport, type CacheAnswer, MIN_PACE_SAMPLES, suggestedPace } from '@/lib/report';
import { parseRobots } from '@/lib/robots';
import { makeSnapshot } from '@/test/support/snapshots';

const ORIGIN = 'https://shop.example';
const NOW = 1_800_000_000_000;
const limits = { floor: 1, ceiling: 60 };
const TEXT = [
  'User-agent: *', // 1
  'Crawl-delay: 5', // 2
  'Disallow: /private', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /', // 6
  '', // 7
  'Sitemap: https://shop.example/sitemap.xml', // 8
].join('\n');

function report(
  url: string,
  agent: string,
  over: Partial<Snapshot> = {},
  state: CacheAnswer['state'] = 'fresh',
  text = TEXT,
) {
  const snapshot = makeSnapshot(ORIGIN, NOW - 1000, text, over);
  return buildReport({
    url,
    agent,
    origin: ORIGIN,
    cache: { snapshot, state, refreshing: false },
    robots: parseRobots(snapshot.status === 'fetched' ? snapshot.text : '', snapshot.robotsUrl),
    limits,
    version: '1.2.3',
    now: NOW,
  });
}

describe('buildReport: verdict kinds (docs/design.md "Fetch outcome → rules")', () => {
  it('disallowed, naming the rule, its line and its group', () => {
    const r = report(`${ORIGIN}/private/cart`, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(r).toMatchObject({
      verdict: 'disallowed',
      agent: 'Googlebot',
      rule: { directive: 'disallow', pattern: '/private', line: 3 },
      group: { source: 'wildcard', agents: [{ value: '*', line: 1 }] },
    });
    expect(r.explanation).toBe(
      'Disallow: /private at line 3 in the * group is the longest rule matching /private/cart, so it is disallowed.',
    );
    expect(r.robotsText).toBe(TEXT);
  });

  it('cites the User-agent line of the merged group that holds the deciding rule', () => {
    // RFC 9309 §2.2.1: groups naming one crawler merge; the rule at line 9 stands in the second.
    const text = [
      'User-agent: googlebot', // 1
      'Disallow: /', // 2
      '', // 3
      'User-agent: *', // 4
      'Disallow: /x', // 5
      '', // 6
      'User-agent: googlebot', // 7
      'Crawl-delay: 2', // 8
      'Allow: /index.html', // 9
    ].join('\n');
    const r = report(`${ORIGIN}/`, 'Googlebot', {}, 'fresh', text);
    expect(r).toMatchObject({ verdict: 'allowed', rule: { directive: 'allow', line: 9 } });
    expect(r.group?.agents[0]).toEqual({ value: 'googlebot', line: 7 });
    expect(r.group?.agents).toHaveLength(2);
    // Google reads `/index.html` as `/$`; the engine says so in its reason
    expect(r.explanation).toContain('/$');
  });

  it('allowed with no matching rule', () => {
    const r = report(`${ORIGIN}/shoes`, 'Googlebot');
    expect(r).toMatchObject({
      verdict: 'allowed',
      rule: null,
      headline: 'Googlebot may crawl this page.',
    });
  });

  it('uses the named group over *', () => {
    const r = report(`${ORIGIN}/shoes`, 'GPTBot');
    expect(r).toMatchObject({
      verdict: 'disallowed',
      rule: { line: 6 },
      group: { source: 'agent' },
    });
  });

  it('absent robots.txt (404) allows everything and says why', () => {
    const r = report(`${ORIGIN}/private`, 'Googlebot', {
      status: 'absent',
      httpStatus: 404,
      text: '',
    });
    expect(r.verdict).toBe('allowed');
    expect(r.explanation).toContain('robots.txt answered 404: no rules are published');
    expect(r.robotsText).toBeNull();
    expect(r.crawlDelay).toMatchObject({ source: 'none', seconds: 1 });
    // no file, so nothing to warn about (not "the file holds no records")
    expect(r.warnings).toEqual([]);
  });

  it('403 notes that Python robotparser would disallow', () => {
    const r = report(`${ORIGIN}/x`, 'Googlebot', { status: 'absent', httpStatus: 403, text: '' });
    expect(r.others[0]?.crawler).toBe("Python's urllib.robotparser");
  });

  it('unavailable (503) is unreachable: complete disallow, Scrapy would crawl', () => {
    const r = report(`${ORIGIN}/x`, 'Googlebot', {
      status: 'unavailable',
      httpStatus: 503,
      text: '',
      error: 'HTTP 503 (server error)',
      cause: 'server-error',
    });
    expect(r.verdict).toBe('unreachable');
    expect(r.explanation).toBe(
      'robots.txt answered 503: RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.',
    );
    expect(r.explanation).toContain('RFC 9309');
    expect(r.others.map((o) => o.crawler)).toContain('Scrapy (ROBOTSTXT_OBEY)');
    expect(r.crawlers).toEqual([]);
  });

  it('a cross-origin redirect names its target and notes that Google follows it', () => {
    const error = 'robots.txt redirected to https://cdn.example/robots.txt (another origin)';
    const r = report(`${ORIGIN}/x`, 'Googlebot', {
      status: 'unavailable',
      httpStatus: 200,
      text: '',
      error,
      cause: 'cross-origin-redirect',
    });
    expect(r.verdict).toBe('unreachable');
    expect(r.explanation).toContain(`could not be used (${error})`);
    expect(r.others.map((o) => o.crawler)).toEqual(['Scrapy (ROBOTSTXT_OBEY)', 'Googlebot']);
  });

  it('expired state means not crawlable, whatever the cached rules say', () => {
    const r = report(`${ORIGIN}/shoes`, 'Googlebot', {}, 'expired');
    expect(r.verdict).toBe('expired');
    expect(r.snapshot?.state).toBe('expired');
  });

  it('a stale snapshot still answers by its rules', () => {
    expect(report(`${ORIGIN}/private`, 'Googlebot', {}, 'stale').verdict).toBe('disallowed');
  });

  it('not-applicable for a page without an origin', () => {
    const r = buildReport({
      url: 'chrome://settings/',
      agent: 'Googlebot',
      origin: null,
      cache: null,
      robots: null,
      limits,
      version: '1',
      now: NOW,
    });
    expect(r.verdict).toBe('not-applicable');
    expect(r.explanation).toContain('chrome:');
  });
});

describe('buildReport: the rest of the proof', () => {
  it('lists every preset in "who may crawl"', () => {
    const rows = report(`${ORIGIN}/shoes`, 'Googlebot').crawlers;
    expect(rows.find((c) => c.token === 'GPTBot')?.verdict).toBe('disallowed');
    expect(rows.find((c) => c.token === 'ClaudeBot')?.verdict).toBe('allowed');
    expect(rows.find((c) => c.token === '*')?.verdict).toBe('allowed');
  });

  it('crawl-delay from the * group, with the Scrapy hint and the Googlebot note', () => {
    const r = report(`${ORIGIN}/shoes`, 'Googlebot');
    expect(r.crawlDelay).toMatchObject({ seconds: 5, declared: 5, line: 2, source: 'wildcard' });
    expect(r.crawlDelay?.note).toContain('ignores Crawl-delay');
    expect(r.others).toContainEqual({
      crawler: 'Scrapy (ROBOTSTXT_OBEY)',
      code: 'scrapy-delay',
      value: 5,
      text: 'ignores Crawl-delay; set DOWNLOAD_DELAY = 5 to honour it.',
    });
  });

  it('suggests a pace from latency when no delay is declared', () => {
    const r = report(
      `${ORIGIN}/x`,
      'Googlebot',
      { latencies: [2400, 2600, 2500] },
      'fresh',
      'User-agent: *\nAllow: /\n',
    );
    expect(r.crawlDelay).toMatchObject({ declared: null, suggestedSeconds: 2.5 });
  });

  // Issue 14: a pace from one or two samples is noise; none is offered until MIN_PACE_SAMPLES.
  it.each([[[]], [[2400]], [[2400, 2600]]])('offers no pace from %j', (latencies) => {
    const r = report(
      `${ORIGIN}/x`,
      'Googlebot',
      { latencies },
      'fresh',
      'User-agent: *\nAllow: /\n',
    );
    expect(latencies.length).toBeLessThan(MIN_PACE_SAMPLES);
    expect(r.crawlDelay).toMatchObject({ declared: null, suggestedSeconds: null });
  });

  it('sitemaps and snapshot facts', () => {
    const r = report(`${ORIGIN}/x`, 'Googlebot');
    expect(r.sitemaps).toEqual(['https://shop.example/sitemap.xml']);
    expect(r.snapshot).toMatchObject({
      status: 'fetched',
      state: 'fresh',
      ageMs: 1000,
      etag: '"v1"',
    });
  });
});

describe('suggestedPace (AutoThrottle at concurrency 1)', () => {
  it.each([
    [[], 1],
    [[100, 200, 300], 1],
    [[3000], 3],
    [[1000, 3000], 2],
    [[120_000], 60],
  ])('latencies %j → %d s', (latencies, expected) => {
    expect(suggestedPace(latencies, limits)).toBe(expected);
  });
});

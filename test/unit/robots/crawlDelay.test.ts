/** resolveCrawlDelay: docs/design.md "Crawl-delay" policy, one row per clause. */
import { describe, expect, it } from 'vitest';
import { parseDelay, parseRobots, resolveCrawlDelay } from '@/lib/robots';

const delay = (text: string, agent: string, limits?: { floor: number; ceiling: number }) =>
  resolveCrawlDelay(parseRobots(text, 'https://example.com/robots.txt'), agent, limits);

describe('which Crawl-delay applies', () => {
  it('no Crawl-delay: the floor, source none', () => {
    expect(delay('User-agent: *\nDisallow: /x\n', 'Googlebot')).toEqual({
      seconds: 1,
      declared: null,
      raw: null,
      line: null,
      source: 'none',
      reason: 'No Crawl-delay for Googlebot or *; applying the 1 s floor.',
      flagged: false,
    });
  });

  it('the * group when the crawler has no group', () => {
    expect(delay('User-agent: *\nDisallow: /x\nAllow: /y\nCrawl-delay: 10\n', 'Bot')).toMatchObject(
      {
        seconds: 10,
        declared: 10,
        raw: '10',
        line: 4,
        source: 'wildcard',
        reason: 'Crawl-delay: 10 at line 4 in the * group; applied as 10 s.',
      },
    );
  });

  it("the crawler's own group first (protego.test_crawl_delay)", () => {
    const text =
      'User-agent: *\nCrawl-delay: 10\nDisallow: /\nUser-agent: testbot\nCrawl-delay: 15\n';
    expect(delay(text, 'testbot')).toMatchObject({ seconds: 15, line: 5, source: 'agent' });
    expect(delay(text, 'TestBot/2.0')).toMatchObject({ seconds: 15, source: 'agent' });
  });

  it("falls back to * when the crawler's group declares none", () => {
    const text = 'User-agent: *\nCrawl-delay: 7\nDisallow: /\nUser-agent: testbot\nDisallow: /x\n';
    expect(delay(text, 'testbot')).toMatchObject({ seconds: 7, source: 'wildcard', line: 2 });
  });

  it('is read in the grouping of the crawlers that honour it: a User-agent after a record starts a group', () => {
    // DESIGN.md "Crawl-delay"; issue 13 item 2. Google's merged grouping has no say here.
    const text = 'User-agent: *\nCrawl-delay: 10\n\nUser-agent: a\nDisallow: /x\n';
    expect(delay(text, 'a')).toMatchObject({ seconds: 10, source: 'wildcard', line: 2 });
  });

  it("Shopify's default file gives Pinterest 1 s and MJ12bot 10 s (issue 13 item 2)", () => {
    const text = 'User-agent: MJ12bot\nCrawl-delay: 10\n\nUser-agent: Pinterest\nCrawl-delay: 1\n';
    const robots = parseRobots(text, 'https://shop.example/robots.txt');
    expect(resolveCrawlDelay(robots, 'Pinterest')).toMatchObject({
      declared: 1,
      line: 5,
      source: 'agent',
    });
    expect(
      resolveCrawlDelay(robots, 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)'),
    ).toMatchObject({ declared: 1 });
    // Names compare with digits included: MJ12bot's own group gives MJ12bot its delay.
    expect(resolveCrawlDelay(robots, 'MJ12bot/v1.4.8')).toMatchObject({
      declared: 10,
      line: 2,
      source: 'agent',
    });
    expect(resolveCrawlDelay(robots, 'MJ')).toMatchObject({ declared: null, source: 'none' });
    // The verdict still follows Google's merged grouping, and the trap is still warned.
    expect(robots.groups).toHaveLength(1);
    expect(robots.warnings.map((w) => w.code)).toContain('group-merge-trap');
  });

  it.each([
    ['Googlebot*', 'Googlebot', 4],
    ['*bot', 'Googlebot', null],
    ['* extra', 'Googlebot', 4],
  ])('User-agent: %s, asked for %s: declared %s', (value, agent, declared) => {
    const text = `User-agent: ${value}\nCrawl-delay: 4\n`;
    expect(delay(text, agent).declared).toBe(declared);
  });

  it('takes the largest of several values and says so', () => {
    const text =
      'User-agent: *\nCrawl-delay: 5\nCrawl-delay: 20\nUser-agent: *\nCrawl-delay: 8\nCrawl-delay: soon\n';
    expect(delay(text, 'Bot')).toMatchObject({
      seconds: 20,
      line: 3,
      reason:
        'Crawl-delay: 20 at line 3 in the * group (the largest of 3 values; 1 malformed value ignored); applied as 20 s.',
    });
  });
});

describe('value parsing and clamping', () => {
  it.each([['10 seconds'], [''], ['1e3'], ['0x10'], ['NaN'], ['Infinity'], ['+5']])(
    '"%s" is not a number: the floor, with the raw text in the reason',
    (raw) => {
      const result = delay(`User-agent: *\nCrawl-delay: ${raw}\n`, 'Bot');
      expect(result).toMatchObject({ seconds: 1, declared: null, raw, line: 2, flagged: false });
      expect(result.reason).toBe(
        `Crawl-delay "${raw}" at line 2 in the * group is not a number; applying the 1 s floor.`,
      );
    },
  );

  // Issue 14: a negative value is a number, said as "negative", not "not a number".
  it.each([['-5'], ['-0.5'], ['- 3']])('"%s" is negative: the floor, said in words', (raw) => {
    const result = delay(`User-agent: *\nCrawl-delay: ${raw}\n`, 'Bot');
    expect(result).toMatchObject({ seconds: 1, declared: null, raw, flagged: false });
    expect(result.reason).toBe(
      `Crawl-delay "${raw}" at line 2 in the * group is negative; applying the 1 s floor.`,
    );
  });

  // Issue 14: a huge value is quoted as written, never as Number's 1e+23.
  it('a huge value is stated as written', () => {
    const raw = '100000000000000000000000';
    const result = delay(`User-agent: *\nCrawl-delay: ${raw}\n`, 'Bot');
    expect(result.reason).toContain(`declared ${raw} s exceeds the 60 s ceiling`);
    expect(result.reason).not.toContain('e+');
  });

  it.each([
    ['10', 10],
    [' 2.5 ', 2.5],
    ['1,5', 1.5],
    ['.5', 0.5],
    ['3.', 3],
    ['007', 7],
  ])('parseDelay("%s") = %s', (raw, seconds) => {
    expect(parseDelay(raw)).toBe(seconds);
  });

  it.each([
    ['0', 1, false, 'is not positive; applying the 1 s floor.'],
    ['0.5', 1, false, 'is below the 1 s floor; applied as 1 s.'],
    ['60', 60, false, 'applied as 60 s.'],
    [
      '86400',
      60,
      true,
      'declared 86400 s exceeds the 60 s ceiling; clamped to 60 s and flagged for review.',
    ],
  ])('Crawl-delay: %s → %s s (flagged %s)', (raw, seconds, flagged, tail) => {
    const result = delay(`User-agent: *\nCrawl-delay: ${raw}\n`, 'Bot');
    expect(result).toMatchObject({ seconds, flagged, declared: Number(raw) });
    expect(result.reason.endsWith(tail)).toBe(true);
  });

  it('honours custom limits and repairs nonsensical ones', () => {
    const text = 'User-agent: *\nCrawl-delay: 30\n';
    expect(delay(text, 'Bot', { floor: 5, ceiling: 20 })).toMatchObject({
      seconds: 20,
      flagged: true,
    });
    expect(delay(text, 'Bot', { floor: 40, ceiling: 10 })).toMatchObject({ seconds: 40 });
    expect(delay(text, 'Bot', { floor: Number.NaN, ceiling: -1 }).seconds).toBe(30);
  });
});

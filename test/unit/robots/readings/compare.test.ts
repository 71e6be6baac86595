/**
 * compareReadings: one row per reading, differences from Google marked with their cause
 * (issue 13 item 3; docs/design.md "Readings"). Expected answers come from the libraries' behaviour
 * (Protego 0.6.1 and CPython robotparser sources; the fixtures' observed answers).
 */
import { describe, expect, it } from 'vitest';
import {
  compareReadings,
  nonRfcToken,
  outcomePolicy,
  parseRobots,
  READING_IDS,
  type ReadingId,
  readAs,
} from '../../../../lib/robots';

const URL_BASE = 'https://shop.example';
const rows = (text: string, path: string, agent: string) =>
  Object.fromEntries(
    compareReadings({ text, url: `${URL_BASE}${path}`, agent }).map((r) => [r.reading, r]),
  );

describe('compareReadings on a file', () => {
  it.each([
    // [file, path, agent, google, scrapy, python, cause of the differing rows]
    [
      'User-agent: *\nCrawl-delay: 10\n\nUser-agent: a\nDisallow: /x\n',
      '/x',
      'b',
      false,
      true,
      true,
      'group-merge',
    ],
    [
      'User-agent: *bot\nDisallow: /\n',
      '/x',
      'Googlebot',
      true,
      false,
      true,
      'wildcard-user-agent',
    ],
    [
      'User-agent: MJ12bot\nDisallow: /\n',
      '/x',
      'MJ12bot',
      true,
      false,
      false,
      'token-with-digits',
    ],
    [
      'User-agent: *\nDisallow: /a\nAllow: /a/b\n',
      '/a/b',
      'Bot',
      true,
      true,
      false,
      'first-match-order',
    ],
    ['User-agent: *\nDisallow: /*.pdf$\n', '/x.pdf', 'Bot', false, false, true, 'no-wildcards'],
    ['\ufeffUser-agent: *\nDisallow: /\n', '/x', 'Bot', false, true, true, 'bom'],
    [
      'User-agent: googlebot-news\nDisallow: /\n',
      '/x',
      'Googlebot-News-Extra',
      true,
      false,
      false,
      'substring-agent',
    ],
  ])('%j %s for %s', (text, path, agent, google, scrapy, python, cause) => {
    const r = rows(text, path, agent);
    const expected: Record<ReadingId, boolean> = { google, scrapy, python };
    for (const id of READING_IDS) {
      expect(r[id]?.allowed, id).toBe(expected[id]);
      expect(r[id]?.differsFromGoogle, id).toBe(expected[id] !== google);
      if (expected[id] !== google) {
        expect(r[id]?.cause, id).toBe(cause);
        expect(r[id]?.because).toBeTruthy();
      }
    }
  });

  it("names the deciding line and each parser's Crawl-delay (Shopify file: Pinterest 1 s)", () => {
    const text =
      'User-agent: MJ12bot\nCrawl-delay: 10\n\nUser-agent: Pinterest\nCrawl-delay: 1\nDisallow: /cart\n';
    const r = rows(text, '/cart', 'Pinterest');
    expect(r.google).toMatchObject({ allowed: false, line: 6, delay: null });
    expect(r.scrapy).toMatchObject({ allowed: false, line: 6, delay: 1 });
    expect(r.python).toMatchObject({ allowed: false, line: 6, delay: 1 });
  });

  it('reports where CPython raises (int("²") in parse) with the line, and never throws', () => {
    const text = 'User-agent: *\nDisallow: /a\n\nUser-agent: b\nCrawl-delay: ²\nDisallow: /\n';
    const python = readAs('python', text);
    expect(python.failure?.line).toBe(5);
    expect(python.failure?.message).toMatch(/ValueError/);
    // parse() stopped at line 5: the * entry (ended by the blank line) stays, b's never arrives.
    expect(python.allowed(`${URL_BASE}/x`, 'b')).toBe(true);
    expect(python.allowed(`${URL_BASE}/a`, 'b')).toBe(false);
    const r = rows(text, '/x', 'b');
    expect(r.python).toMatchObject({ cause: 'library-error', failure: { line: 5 } });
    expect(readAs('scrapy', text).failure).toBeNull();
  });
});

describe('fetch outcomes per reading (docs/design.md "Readings")', () => {
  const url = `${URL_BASE}/x`;
  it.each([
    // [outcome, google, scrapy, python, scrapy cause, python cause]
    [{ kind: 'http-error', status: 503 }, false, true, false, 'fail-open', undefined],
    [{ kind: 'unreachable', reason: 'timeout' }, false, true, false, 'fail-open', undefined],
    [{ kind: 'http-error', status: 429 }, false, true, true, 'fail-open', undefined],
    [{ kind: 'http-error', status: 404 }, true, true, true, undefined, undefined],
    [{ kind: 'http-error', status: 403 }, true, true, false, undefined, 'auth-status'],
    [{ kind: 'http-error', status: 401 }, true, true, false, undefined, 'auth-status'],
    [
      { kind: 'fetched', status: 200, text: 'User-agent: *\nDisallow: /\n', invalidUtf8: true },
      false,
      false,
      false,
      undefined,
      undefined,
    ],
  ] as const)('%j', (outcome, google, scrapy, python, scrapyCause, pythonCause) => {
    const r = Object.fromEntries(
      compareReadings({ outcome, url, agent: 'Bot' }).map((row) => [row.reading, row]),
    );
    expect([r.google?.allowed, r.scrapy?.allowed, r.python?.allowed]).toEqual([
      google,
      scrapy,
      python,
    ]);
    expect(r.scrapy?.cause).toBe(scrapyCause);
    expect(r.python?.cause).toBe(pythonCause);
  });

  it('Python after a 5xx: nothing read, so can_fetch() answers False', () => {
    expect(outcomePolicy('python', { kind: 'http-error', status: 500 })).toMatchObject({
      rules: 'disallow-all',
    });
    expect(outcomePolicy('python', { kind: 'http-error', status: 429 })).toMatchObject({
      rules: 'allow-all',
    });
  });

  // Bytes that are not UTF-8 (the fetch put U+FFFD there): Scrapy's decode_robotstxt decodes with
  // errors="ignore", so they vanish; RobotFileParser.read() raises UnicodeDecodeError. Checked
  // against the real libraries by test/unit/robots/readings/hostileOracle.test.ts.
  it('bad bytes: Scrapy drops them, Python reads nothing, Google keeps U+FFFD', () => {
    const outcome = {
      kind: 'fetched' as const,
      status: 200,
      text: 'User-agent: *\nDisallow: /a\uFFFDb\n',
      invalidUtf8: true,
    };
    const rows = compareReadings({ outcome, url: 'https://example.com/ab', agent: 'Bot' });
    expect(rows.map((r) => [r.reading, r.allowed, r.rules])).toEqual([
      ['google', true, 'by-file'],
      ['scrapy', false, 'by-file'],
      ['python', false, 'disallow-all'],
    ]);
  });
});

describe('nonRfcToken: data for the non-rfc-token caveat', () => {
  const text = 'User-agent: *\nAllow: /\n\nUser-agent: MJ12bot\nDisallow: /\n';
  const readings = {
    google: readAs('google', text),
    scrapy: readAs('scrapy', text),
    python: readAs('python', text),
  };
  const robots = parseRobots(text, `${URL_BASE}/robots.txt`);

  it('names the group Google skips and what Scrapy and Python do with it', () => {
    expect(nonRfcToken(robots, readings, `${URL_BASE}/x`, 'MJ12bot/v1.4.8')).toEqual({
      token: 'MJ12bot',
      skipped: [{ line: 4, value: 'MJ12bot' }],
      answers: {
        google: { allowed: true, line: 2 },
        scrapy: { allowed: false, line: 5 },
        python: { allowed: false, line: 5 },
      },
    });
  });

  it('is null for a valid RFC 9309 token', () => {
    expect(nonRfcToken(robots, readings, `${URL_BASE}/x`, 'Googlebot')).toBeNull();
  });
});

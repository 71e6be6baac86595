import { describe, expect, it } from 'vitest';
import { bannerCaveats, otherOriginTarget } from '@/components/caveats';
import { caveatText, caveatWords } from '@/components/caveatWords';
import { fetchErrorText, fetchFailureText } from '@/components/fetchErrorText';
import { formatSeconds } from '@/components/intlCore';
import { notReadReason } from '@/entrypoints/popup/notRead';
import { allowedReport, expiredReport, snapshot, unreachableReport } from '@/test/support/reports';

const codes = (r: Parameters<typeof bannerCaveats>[0]) => bannerCaveats(r).map((c) => c.code);

// Issue 14 / DESIGN.md "The popup's test contract": data-caveat codes the banner states in words.
describe('bannerCaveats', () => {
  it('a fresh snapshot and a preset token: none', () => {
    expect(bannerCaveats(allowedReport())).toEqual([]);
  });

  it('stale: said with the age', () => {
    const [c] = bannerCaveats(
      allowedReport({
        snapshot: snapshot({ state: 'stale', ageMs: 3 * 3_600_000, refreshing: true }),
      }),
    );
    expect(c).toEqual({
      code: 'stale',
      text: 'This copy was fetched 3 h ago, past its freshness window; a refresh is running.',
    });
  });

  it('degraded: an old copy decides while refreshing fails, and why', () => {
    const report = allowedReport({
      snapshot: snapshot({
        state: 'degraded',
        ageMs: 30 * 3_600_000,
        lastAttempt: { at: 0, httpStatus: 503, error: 'HTTP 503' },
      }),
    });
    expect(bannerCaveats(report, caveatWords)).toEqual([
      {
        code: 'degraded',
        text: 'Old copy, fetched 30 h ago: refreshing it fails (HTTP 503); the live file may differ.',
      },
    ]);
    // Issue 14: before the popup's later chunk (and its words) is in, the short form.
    expect(bannerCaveats(report)).toEqual([
      {
        code: 'degraded',
        text: 'Old copy, fetched 30 h ago: it could not be refreshed; the live file may differ.',
      },
    ]);
  });

  it('non-rfc-token: a token outside [A-Za-z_-] (RFC 9309 §2.2.1)', () => {
    expect(codes(allowedReport({ agent: 'MyBot2' }))).toEqual(['non-rfc-token']);
    expect(codes(allowedReport({ agent: 'My-Bot_x' }))).toEqual([]);
    expect(codes(allowedReport({ agent: '*' }))).toEqual([]);
  });

  it('redirect-other-origin: names the target, and Google reading it when known', () => {
    const redirected = unreachableReport({
      snapshot: snapshot({
        status: 'unavailable',
        finalUrl: 'https://www.example.org/robots.txt',
        error: 'robots.txt redirected to https://www.example.org/robots.txt (another origin)',
      }),
    });
    expect(bannerCaveats(redirected)[0]?.text).toBe(
      'robots.txt redirects to https://www.example.org/robots.txt, another origin: treated as unreachable here. Google follows it (up to 5 hops) and reads the rules there.',
    );
    const withGoogle = {
      ...redirected,
      googleReading: {
        verdict: 'allowed' as const,
        finalUrl: 'https://www.example.org/robots.txt',
        rule: null,
      },
    };
    expect(bannerCaveats(withGoogle, caveatWords)[0]?.text).toContain(
      'Google follows the redirect and reads this page as allowed.',
    );
    // Issue 14: the short form (later chunk not in yet) says Google follows, not what it reads.
    expect(bannerCaveats(withGoogle)).toEqual(bannerCaveats(redirected));
    // Issue 13 item 6: "Google follows it: allowed by line 4" when a rule of the target decided.
    const byLine = {
      ...redirected,
      googleReading: {
        verdict: 'disallowed' as const,
        finalUrl: 'https://www.example.org/robots.txt',
        rule: { directive: 'disallow' as const, pattern: '/private', line: 4 },
      },
    };
    expect(bannerCaveats(byLine, caveatWords)[0]?.text).toContain(
      'Google follows the redirect and reads this page as disallowed by line 4 of the file there.',
    );
  });

  it("the report's own caveats come first, worded, and win over a derived one of the same code", () => {
    const report = allowedReport({
      agent: 'MyBot2',
      caveats: [
        { code: 'wildcard-ignored', crawler: 'AdsBot-Google', lines: [1, 4] },
        {
          code: 'non-rfc-token',
          token: 'MyBot2',
          skipped: [{ line: 7, value: 'MyBot2' }],
          allowed: { google: true, scrapy: false, python: true },
        },
      ],
    });
    expect(bannerCaveats(report, caveatWords)).toEqual([
      {
        code: 'wildcard-ignored',
        text: 'AdsBot-Google ignores the User-agent: * group at line 1, 4; no group names it, so it may crawl here.',
      },
      {
        code: 'non-rfc-token',
        text: '"MyBot2" is not an RFC 9309 product token: the User-agent: MyBot2 group at line 7 is skipped by Google\'s parser (allowed); Scrapy answers disallowed, Python allowed.',
      },
    ]);
  });

  // Issue 14: the banner states every caveat from its first render; the lines and groups follow
  // with the later chunk's words.
  it("the report's own caveats in their short form, the same codes in the same order", () => {
    const report = allowedReport({
      caveats: [
        { code: 'wildcard-ignored', crawler: 'AdsBot-Google', lines: [1, 4] },
        {
          code: 'non-rfc-token',
          token: 'MyBot2',
          skipped: [{ line: 7, value: 'MyBot2' }],
          allowed: { google: true, scrapy: false, python: true },
        },
      ],
    });
    expect(bannerCaveats(report)).toEqual([
      {
        code: 'wildcard-ignored',
        text: 'AdsBot-Google ignores the User-agent: * group; no group names it, so it may crawl here.',
      },
      {
        code: 'non-rfc-token',
        text: '"MyBot2" is not an RFC 9309 product token (letters, "-" and "_" only): crawlers may match groups to it differently.',
      },
    ]);
  });

  // docs/design.md "Crawlers and tokens": the builder's caveats as data, worded here.
  it('words the non-rfc-token caveat with every skipped group, and with none', () => {
    const skipped = caveatText({
      code: 'non-rfc-token',
      token: 'MJ12bot',
      skipped: [
        { line: 1, value: 'MJ12bot' },
        { line: 5, value: 'mj12bot' },
      ],
      allowed: { google: true, scrapy: false, python: false },
    });
    expect(skipped).toBe(
      '"MJ12bot" is not an RFC 9309 product token: the User-agent: MJ12bot group at line 1 and the User-agent: mj12bot group at line 5 is skipped by Google\'s parser (allowed); Scrapy and Python apply it: disallowed there.',
    );
    const none = caveatText({
      code: 'non-rfc-token',
      token: 'MJ12bot',
      skipped: [],
      allowed: { google: true, scrapy: true, python: true },
    });
    expect(none).toContain('no group names it here');
    expect(caveatText({ code: 'wildcard-ignored', crawler: 'AdsBot-Google', lines: [] })).toBe(
      'AdsBot-Google ignores the User-agent: * group; no group names it, so it may crawl here.',
    );
  });

  it('an unusable verdict (expired) is not also called stale', () => {
    expect(codes(expiredReport())).toEqual([]);
  });
});

describe('otherOriginTarget and fetchErrorText', () => {
  it.each([
    ['https://a.example/robots.txt', 'https://a.example/robots.txt', null],
    [
      'https://a.example/robots.txt',
      'https://b.example/robots.txt',
      'https://b.example/robots.txt',
    ],
    ['https://a.example/robots.txt', '', null],
    ['https://a.example/robots.txt', 'not a url', null],
    // Issue 13 item 6: the same host upgraded to HTTPS is followed with a note, not "another origin".
    ['http://a.example/robots.txt', 'https://a.example/robots.txt', null],
    ['http://a.example:8080/robots.txt', 'https://a.example:8080/robots.txt', null],
    [
      'http://a.example/robots.txt',
      'https://www.a.example/robots.txt',
      'https://www.a.example/robots.txt',
    ],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(otherOriginTarget(from, to)).toBe(expected);
  });

  it('a redirect loop is named as one when the error says so', () => {
    expect(fetchErrorText('net::ERR_TOO_MANY_REDIRECTS')).toBe(
      'redirect loop (net::ERR_TOO_MANY_REDIRECTS)',
    );
    expect(fetchErrorText('timeout after 10 s')).toBe('timeout after 10 s');
  });

  // lib/cache's UnavailableCause: the code is worded, the status and the browser's error verbatim.
  it.each([
    [
      { cause: 'server-error', httpStatus: 503, error: 'HTTP 503 (server error)' },
      'HTTP 503 (server error)',
    ],
    [{ cause: 'rate-limited', httpStatus: 429, error: 'HTTP 429' }, 'HTTP 429 (rate limited)'],
    [
      { cause: 'network-error', httpStatus: null, error: 'Failed to fetch' },
      'network error (Failed to fetch)',
    ],
    [{ cause: 'timeout', httpStatus: null, error: 'timed out after 10 s' }, 'timeout'],
    [
      { cause: 'redirect-loop', httpStatus: null, error: 'redirect loop: a → b → a' },
      'redirect loop',
    ],
    // An error not in refusalMessage's words (read back: test/unit/components/refusedFailure.test.ts).
    [
      {
        cause: 'refused-private',
        httpStatus: null,
        error:
          'refused: https://a.example/robots.txt redirected to http://127.0.0.1/x, a loopback address',
      },
      'refused (a private network address): https://a.example/robots.txt → http://127.0.0.1/x',
    ],
    [{ cause: null, httpStatus: null, error: null }, 'no answer'],
  ] as const)('fetchFailureText(%o) = %s', (failure, expected) => {
    expect(fetchFailureText(failure)).toBe(expected);
  });
});

// Issue 14: never claim anything about a file that was not read.
describe('notReadReason', () => {
  it.each([
    ['fetched, fresh', allowedReport(), null],
    [
      'unreachable 503',
      unreachableReport(),
      'Nothing was read: robots.txt could not be fetched (Service Unavailable).',
    ],
    [
      'redirected away',
      unreachableReport({
        snapshot: snapshot({ status: 'unavailable', finalUrl: 'https://other.example/robots.txt' }),
      }),
      'Nothing was read: robots.txt redirected away to https://other.example/robots.txt.',
    ],
    [
      'expired',
      expiredReport(),
      'No current copy was read: the last one, fetched 4 days ago, has expired.',
    ],
    [
      'absent 404',
      allowedReport({ snapshot: snapshot({ status: 'absent', httpStatus: 404 }) }),
      'robots.txt answered 404: there is no file.',
    ],
  ])('%s', (_, report, expected) => {
    expect(notReadReason(report)).toBe(expected);
  });
});

describe('formatSeconds', () => {
  it.each([
    [2.5, '2.5 s'],
    [90, '1 min 30 s'],
    [7200, '2 h'],
    [1e23, 'more than a year'],
  ])('%s → %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});

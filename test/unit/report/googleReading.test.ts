import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outcomeToSnapshot } from '@/lib/cache/outcomeToSnapshot';
import { httpsUpgradeNote, redirectKind } from '@/lib/fetch/redirectKind';
import type { FetchOutcome } from '@/lib/fetch/types';
import { googleReadingOf } from '@/lib/report/googleReading';
import { parseRobots } from '@/lib/robots';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const ORIGIN = 'https://example.com';
const TARGET = 'https://www.example.com/robots.txt';
const TEXT = 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';

function redirected(httpStatus: number, text = ''): Extract<FetchOutcome, { kind: 'response' }> {
  return {
    kind: 'response',
    origin: ORIGIN,
    robotsUrl: `${ORIGIN}/robots.txt`,
    finalUrl: TARGET,
    redirected: true,
    redirects: 1,
    httpStatus,
    etag: null,
    lastModified: null,
    contentType: 'text/plain',
    retryAfter: null,
    text,
    sha256: sha(text),
    bytes: text.length,
    truncated: false,
    invalidUtf8: false,
    latencyMs: 10,
  };
}
const snap = (o: FetchOutcome) => outcomeToSnapshot(o, null, 0, 'unavailable');

describe("googleReadingOf: Google's reading of a cross-origin redirect (issue 13 item 6)", () => {
  // Google follows at least five hops and adopts the final file; a 4xx there means no rules,
  // 5xx a full disallow (developers.google.com, "How Google interprets the robots.txt
  // specification", Handling of errors and HTTP status codes).
  it('reads the target file the fetch already received: verdict and deciding line', () => {
    const reading = googleReadingOf(
      snap(redirected(200, TEXT)),
      `${ORIGIN}/private/a`,
      'Googlebot',
      parseRobots,
    );
    expect(reading).toEqual({
      verdict: 'disallowed',
      finalUrl: TARGET,
      rule: { directive: 'disallow', pattern: '/private', line: 5 },
    });
    expect(
      googleReadingOf(snap(redirected(200, TEXT)), `${ORIGIN}/a`, 'Bingbot', parseRobots),
    ).toMatchObject({ verdict: 'allowed', rule: { line: 2 } });
  });

  it.each([
    [404, 'allowed'],
    [410, 'allowed'],
    [429, 'disallowed'],
    [503, 'disallowed'],
  ] as const)('a target answering %i reads as %s', (status, verdict) => {
    expect(
      googleReadingOf(snap(redirected(status)), `${ORIGIN}/a`, 'Googlebot', parseRobots),
    ).toEqual({ verdict, finalUrl: TARGET, rule: null });
  });

  it('is absent for any other snapshot', () => {
    const fetched = outcomeToSnapshot(
      { ...redirected(200, TEXT), finalUrl: `${ORIGIN}/robots.txt` },
      null,
      0,
      'unavailable',
    );
    expect(googleReadingOf(fetched, `${ORIGIN}/a`, 'Googlebot', parseRobots)).toBeNull();
    const followed = outcomeToSnapshot(redirected(200, TEXT), null, 0, 'follow');
    expect(googleReadingOf(followed, `${ORIGIN}/a`, 'Googlebot', parseRobots)).toBeNull();
  });
});

describe('redirectKind (docs/design.md "Fetch outcome → rules")', () => {
  it.each([
    ['http://a.example/robots.txt', 'http://a.example/robots.txt', 'none'],
    ['http://a.example/robots.txt', 'http://a.example/r/robots.txt', 'same-origin'],
    ['http://a.example/robots.txt', 'https://a.example/robots.txt', 'https-upgrade'],
    ['http://a.example:81/robots.txt', 'https://a.example:81/robots.txt', 'https-upgrade'],
    ['http://a.example/robots.txt', 'https://a.example:444/robots.txt', 'other-origin'],
    ['https://a.example/robots.txt', 'http://a.example/robots.txt', 'other-origin'],
    ['http://a.example/robots.txt', 'https://www.a.example/robots.txt', 'other-origin'],
  ])('%s → %s is %s', (from, to, kind) => {
    expect(redirectKind(from, to)).toBe(kind);
  });

  it('names both URLs in the upgrade note', () => {
    expect(
      httpsUpgradeNote('http://a.example/robots.txt', 'https://a.example/robots.txt'),
    ).toContain('http://a.example/robots.txt led to https://a.example/robots.txt');
  });
});

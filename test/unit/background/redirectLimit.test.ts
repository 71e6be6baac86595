/**
 * Issue 12 round 2, item 2: Google follows at most 5 redirects for robots.txt, then reads it as
 * not found (RFC 9309 §2.3.1.2 asks for at least five; developers.google.com "How Google
 * interprets the robots.txt specification", Handling of errors and HTTP status codes). The browser
 * follows up to 20, so the hops it reports (webRequest.onBeforeRedirect, through the request guard)
 * are counted: past 5, the file the redirects led to is still read (docs/design.md "Fetch outcome
 * → rules": a redirect within the origin is followed), with a warning saying how Google reads it,
 * and Google's reading of a cross-origin redirect becomes "allowed" (a 404).
 */
import { describe, expect, it } from 'vitest';
import { createReportService } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { createRequestGuard, type RequestDetails } from '@/lib/net/createRequestGuard';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

const TEXT = 'User-agent: Googlebot\nDisallow: /private\n';
const OWN = 'chrome-extension://abc';

/** A browser that follows `hops` redirects from robots.txt to `finalUrl` and reports each one. */
function lensAfter(hops: number, finalUrl: string, settings: Partial<Settings> = {}) {
  const listeners = new Map<string, ((d: RequestDetails) => unknown)[]>();
  const event = (name: string) => ({
    addListener: (cb: (d: RequestDetails) => unknown) =>
      void listeners.set(name, [...(listeners.get(name) ?? []), cb]),
  });
  const fire = (name: string, d: RequestDetails) => {
    for (const cb of listeners.get(name) ?? []) cb(d);
  };
  const guard = createRequestGuard({
    dnr: { updateSessionRules: async () => {} },
    webRequest: {
      onBeforeRedirect: event('redirect'),
      onErrorOccurred: event('error'),
      onCompleted: event('completed'),
    },
    extensionId: 'abc',
    ownOrigin: OWN,
    blocking: false,
    explainWaitMs: 50,
  });
  const fake = createFakeFetch((first) => {
    const own = { requestId: '1', tabId: -1, initiator: OWN };
    for (let i = 1; i <= hops; i++) {
      const to = i === hops ? finalUrl : `${first}?hop=${i}`;
      fire('redirect', { ...own, url: i === 1 ? first : `${first}?hop=${i - 1}`, redirectUrl: to });
    }
    // The browser reports the completion on its own channel, after the answer.
    setTimeout(() => fire('completed', { ...own, url: finalUrl }), 0);
    return fakeResponse({ status: 200, body: TEXT, url: finalUrl, redirected: hops > 0 });
  });
  const now = () => 1_800_000_000_000;
  const current = { ...DEFAULT_SETTINGS, ...settings };
  const cache = createRobotsCache({
    store: createMemoryStore(),
    fetcher: createRobotsFetcher({ fetch: fake.fetch, now, guard }),
    now,
    crossOriginPolicy: () => current.crossOrigin,
  });
  return createReportService({ cache, settings: async () => current, version: '0', now });
}

describe("Google's redirect limit (5 hops)", () => {
  it('5 redirects within the origin: followed, no warning', async () => {
    const lens = lensAfter(5, 'https://example.com/robots.txt?hop=5');
    const report = await lens.report('https://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.warnings.map((w) => w.code)).not.toContain('too-many-redirects');
  });

  it('6 redirects within the origin: the final file decides, and the warning says how Google reads it', async () => {
    const lens = lensAfter(6, 'https://example.com/final/robots.txt');
    const report = await lens.report('https://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.warnings.find((w) => w.code === 'too-many-redirects')).toEqual({
      line: 0,
      code: 'too-many-redirects',
      message:
        'https://example.com/robots.txt was reached through 6 redirects; Google follows at most 5 and then reads robots.txt as not found (no rules: everything allowed), while this report reads the file the redirects led to.',
      params: { redirects: 6, max: 5 },
    });
  });

  it("6 redirects to another origin: unreachable here, and Google's reading is a 404 (allowed)", async () => {
    const lens = lensAfter(6, 'https://www.example.com/robots.txt');
    const report = await lens.report('https://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('unreachable');
    expect(report.googleReading).toEqual({
      verdict: 'allowed',
      finalUrl: 'https://www.example.com/robots.txt',
      rule: null,
    });
    const three = lensAfter(3, 'https://www.example.com/robots.txt');
    const within = await three.report('https://example.com/private/a', 'Googlebot');
    expect(within.googleReading?.verdict).toBe('disallowed');
  });
});

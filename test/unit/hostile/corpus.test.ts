/**
 * Issue 8: every case of the hostile corpus (test/fixtures/hostile/cases.ts) through the engine
 * alone, then through the real fetch → cache → report pipeline over a fake fetch. The same
 * manifest drives test/e2e/hostile.test.ts in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { createReportService } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { createRequestGuard, type RequestDetails } from '@/lib/net';
import { checkUrl, parseRobots } from '@/lib/robots';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { HOSTILE_CASES, type HostileCase } from '@/test/fixtures/hostile/cases';
import { createFakeFetch, fakeResponse, hangingFetch } from '@/test/support/fakeFetch';

const ORIGIN = 'https://hostile.example';
const ROBOTS_URL = `${ORIGIN}/robots.txt`;
const OTHER = 'https://elsewhere.example';
const T0 = 1_800_000_000_000;

const codes = (warnings: { code: string }[]) => [...new Set(warnings.map((w) => w.code))].sort();

/** The text the fetcher hands the engine: UTF-8, a leading BOM dropped, bad bytes → U+FFFD. */
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

type Report = (event: 'redirect' | 'error', details: RequestDetails) => void;

/**
 * Each HTTP behaviour as a Node `fetch` would show it to createRobotsFetcher, with the hops a
 * browser's webRequest would report on the side.
 */
function fakeFetchFor(c: HostileCase, report: Report) {
  const body = c.body?.() ?? new Uint8Array(0);
  return createFakeFetch(async (url, init) => {
    const { http } = c;
    switch (http.kind) {
      case 'respond':
        return fakeResponse({
          status: http.status,
          body,
          headers: { 'content-type': 'text/plain', ...http.headers },
          url,
        });
      case 'never-answer':
        return hangingFetch(url, init);
      case 'close-mid-body': {
        // Half of the body, then the stream errors as a reset connection does.
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(body.subarray(0, body.byteLength >> 1));
            controller.error(new TypeError('terminated'));
          },
        });
        return fakeResponse({ status: 200, body: stream, url });
      }
      case 'redirect-loop': {
        // What Chromium does: 20 hops reported by webRequest, then fetch rejects.
        const own = { requestId: '1', tabId: -1, initiator: 'chrome-extension://x' };
        const loop = `${ORIGIN}/loop`;
        for (let hop = 0; hop < 20; hop++) {
          const [from, to] = hop % 2 ? [loop, url] : [url, loop];
          report('redirect', { ...own, url: from, redirectUrl: to });
        }
        report('error', { ...own, url, error: 'net::ERR_TOO_MANY_REDIRECTS' });
        throw new TypeError('Failed to fetch');
      }
      case 'cross-origin-redirect':
        return fakeResponse({ status: 200, body, url: `${OTHER}/robots.txt`, redirected: true });
    }
  });
}

function pipeline(c: HostileCase) {
  let clock = T0;
  const now = () => clock;
  const listeners = new Map<string, (d: RequestDetails) => void>();
  const on = (name: string) => ({
    addListener: (cb: (d: RequestDetails) => void) => void listeners.set(name, cb),
  });
  const guard = createRequestGuard({
    // The browser takes the block rules (a guard it does not enforce refuses every fetch).
    dnr: { updateSessionRules: async () => {} },
    webRequest: {
      onBeforeRedirect: on('redirect'),
      onErrorOccurred: on('error'),
      onCompleted: on('x'),
    },
    extensionId: 'x',
    ownOrigin: 'chrome-extension://x',
    blocking: false,
    explainWaitMs: 0,
  });
  const fake = fakeFetchFor(c, (event, details) => listeners.get(event)?.(details));
  const cache = createRobotsCache({
    store: createMemoryStore(),
    fetcher: createRobotsFetcher({ fetch: fake.fetch, now, timeoutMs: 50, guard }),
    now,
  });
  const settings = async () => DEFAULT_SETTINGS;
  const lens = createReportService({ cache, settings, version: '0.0.0', now });
  return { lens, calls: fake.calls, advance: (ms: number) => (clock += ms) };
}

const bodyCases = HOSTILE_CASES.filter(
  (c) => c.http.kind === 'respond' && c.http.status >= 200 && c.http.status < 300,
);

describe('hostile bodies through the engine (parseRobots / checkUrl)', () => {
  it.each(bodyCases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const text = decode(c.body?.() ?? new Uint8Array(0));
    const robots = parseRobots(text, ROBOTS_URL);
    expect(codes(robots.warnings)).toEqual(
      [...(c.expect.engineWarnings ?? c.expect.warnings)].sort(),
    );
    expect(structuredClone(robots)).toEqual(robots);
    for (const check of c.expect.checks) {
      const verdict = checkUrl(robots, ORIGIN + check.path, check.agent);
      expect({ path: check.path, agent: check.agent, allowed: verdict.allowed }).toEqual({
        path: check.path,
        agent: check.agent,
        allowed: check.verdict === 'allowed',
      });
      expect(verdict.rule?.line).toBe(check.line);
    }
    // How fast these stay (the hostile 500 KiB file included) is `npm run bench robots`.
  });
});

describe('hostile answers through fetch → cache → report', () => {
  it.each(HOSTILE_CASES.map((c) => [c.id, c] as const))('%s', async (_, c) => {
    const { lens, calls } = pipeline(c);
    for (const check of c.expect.checks) {
      const report = await lens.report(ORIGIN + check.path, check.agent);
      expect({ path: check.path, agent: check.agent, verdict: report.verdict }).toEqual({
        path: check.path,
        agent: check.agent,
        verdict: check.verdict,
      });
      expect(report.rule?.line).toBe(check.line);
      expect(report.snapshot?.status).toBe(c.expect.status);
      if (c.expect.httpStatus !== undefined)
        expect(report.snapshot?.httpStatus).toBe(c.expect.httpStatus);
      if (c.expect.error) expect(report.snapshot?.error).toContain(c.expect.error);
      expect(codes(report.warnings)).toEqual([...c.expect.warnings].sort());
      // The whole report crosses messaging: it must survive structured cloning.
      expect(structuredClone(report)).toEqual(report);
    }
    // One fetch for every check: bad answers are cached like good ones (10 s rule).
    expect(calls).toHaveLength(1);
  });

  it.each(HOSTILE_CASES.filter((c) => c.expect.retryAfterSeconds).map((c) => [c.id, c] as const))(
    '%s: Retry-After holds back a forced refresh',
    async (_, c) => {
      const { lens, calls, advance } = pipeline(c);
      await lens.report(`${ORIGIN}/`, 'Googlebot');
      advance(30_000); // past the 10 s rule, within Retry-After
      const refreshed = await lens.refresh(`${ORIGIN}/`, 'Googlebot');
      expect(calls).toHaveLength(1);
      expect(refreshed.verdict).toBe('unreachable');
      const wait = refreshed.snapshot?.retryInMs ?? 0;
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(((c.expect.retryAfterSeconds ?? 0) - 30) * 1000);
      advance(wait);
      await lens.refresh(`${ORIGIN}/`, 'Googlebot');
      expect(calls).toHaveLength(2);
    },
  );
});

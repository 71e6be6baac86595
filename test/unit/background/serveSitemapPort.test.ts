import { describe, expect, it } from 'vitest';
import { createReportService, type PortLike, serveSitemapPort } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import type { SitemapEvent } from '@/lib/messaging';
import { DEFAULT_SETTINGS } from '@/lib/settings';

const ORIGIN = 'https://shop.example';
const urlset = (locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<url><loc>${l}</loc></url>`)
    .join('')}</urlset>`;

function fakePort(failDone = false) {
  const posted: SitemapEvent[] = [];
  let onMessage: (m: unknown) => void = () => {};
  let onDisconnect: () => void = () => {};
  const port: PortLike = {
    postMessage: (m) => {
      // Chrome throws on a message it cannot send (over 64 MiB, say); the test makes 'done' fail.
      if (failDone && m.type === 'done')
        throw new Error('Message length exceeded maximum allowed length.');
      posted.push(m);
    },
    onMessage: {
      addListener: (cb) => {
        onMessage = cb;
      },
    },
    onDisconnect: {
      addListener: (cb) => {
        onDisconnect = cb;
      },
    },
  };
  return { port, posted, send: (m: unknown) => onMessage(m), disconnect: () => onDisconnect() };
}

function setup(robots: { status: number; body: string }) {
  const site: Record<string, { status: number; body: string }> = {
    '/robots.txt': robots,
    '/sitemap.xml': {
      status: 200,
      body: urlset([`${ORIGIN}/a`, `${ORIGIN}/private/b`, 'https://elsewhere.example/private/c']),
    },
  };
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const page = site[url.pathname] ?? { status: 404, body: '' };
    return new Response(page.body, { status: page.status });
  }) as typeof globalThis.fetch;
  let clock = 1_800_000_000_000;
  const now = () => clock;
  const cache = createRobotsCache({
    store: createMemoryStore(),
    fetcher: createRobotsFetcher({ fetch, now }),
    now,
  });
  const reports = createReportService({
    cache,
    settings: async () => DEFAULT_SETTINGS,
    version: '1',
    now,
  });
  return {
    deps: { reports, fetch },
    cachedRobots: () => cache.get(ORIGIN),
    advance: (ms: number) => {
      clock += ms;
    },
    breakSite: () => {
      site['/robots.txt'] = { status: 503, body: '' };
    },
  };
}

async function settle(posted: SitemapEvent[]) {
  await expect.poll(() => posted.some((e) => e.type !== 'progress')).toBe(true);
  return posted.find((e) => e.type !== 'progress') as SitemapEvent;
}

describe('serveSitemapPort (issue 6: gate every listed URL)', () => {
  it('reports the same-origin URLs robots.txt disallows, with the rule', async () => {
    const { deps } = setup({ status: 200, body: 'User-agent: *\nDisallow: /private\n' });
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, deps);
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    const done = await settle(posted);
    expect(done.type).toBe('done');
    if (done.type !== 'done') return;
    expect(done.report.urlCount).toBe(3);
    // elsewhere.example is governed by its own robots.txt, not this one
    expect(done.report.disallowed).toEqual([`${ORIGIN}/private/b`]);
    expect(done.report.disallowedDetails[0]?.rule).toEqual({
      directive: 'disallow',
      pattern: '/private',
      line: 2,
    });
    expect(posted.some((e) => e.type === 'progress')).toBe(true);
  });

  it('treats every same-origin URL as disallowed when robots.txt is unreachable (RFC 9309 §2.3.1.4)', async () => {
    const { deps } = setup({ status: 503, body: '' });
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, deps);
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    const done = await settle(posted);
    expect(done.type === 'done' && done.report.disallowedCount).toBe(2);
  });

  it('treats every same-origin URL as disallowed when the snapshot has expired', async () => {
    const { deps, cachedRobots, advance, breakSite } = setup({
      status: 200,
      body: 'User-agent: *\nAllow: /\n',
    });
    await cachedRobots(); // a good snapshot…
    breakSite(); // …then the site fails every refresh for longer than the hard expiry (3 days)
    advance(73 * 3_600_000);
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, deps);
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    const done = await settle(posted);
    expect(done.type === 'done' && done.report.disallowedCount).toBe(2);
  });

  it('answers a non-web page with an error in words', async () => {
    const { deps } = setup({ status: 200, body: '' });
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, deps);
    send({ url: 'chrome://settings', agent: 'Googlebot', sitemaps: [] });
    expect(await settle(posted)).toEqual({
      type: 'error',
      failure: { code: 'not-applicable', detail: 'chrome' },
    });
  });

  it('posts nothing after the page disconnects (the popup closed)', async () => {
    const { deps } = setup({ status: 200, body: '' });
    let signal: AbortSignal | undefined;
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const { port, posted, send, disconnect } = fakePort();
    const session = serveSitemapPort(port, { ...deps, fetch: hanging });
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    await expect.poll(() => signal).toBeDefined(); // the sitemap fetch is under way
    disconnect();
    await session.idle();
    expect(signal?.aborted).toBe(true);
    // A 'cancel' message would post 'done' at this point (test below); a disconnect posts nothing.
    expect(posted.filter((e) => e.type !== 'progress')).toEqual([]);
  });

  // Issue 12 case 3: a result that cannot be sent must not leave the popup waiting forever.
  it('posts an error event when the result cannot be sent', async () => {
    const { deps } = setup({ status: 200, body: '' });
    const { port, posted, send } = fakePort(true);
    serveSitemapPort(port, deps);
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    expect(await settle(posted)).toEqual({
      type: 'error',
      failure: { code: 'unsendable', detail: 'Message length exceeded maximum allowed length.' },
    });
  });

  // Issue 14: Cancel keeps partial results and reads as cancelled.
  it('answers a cancel with the report so far, marked cancelled', async () => {
    const { deps } = setup({ status: 200, body: '' });
    const never = (() => new Promise<Response>(() => {})) as typeof fetch;
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, { ...deps, fetch: never });
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    send({ type: 'cancel' });
    const done = await settle(posted);
    expect(done.type === 'done' && done.report.cancelled).toBe(true);
  });

  it('passes the page guard as refuse, and gives the explorer the robots.txt host as scope', async () => {
    const { deps } = setup({ status: 200, body: 'User-agent: *\nDisallow: /private\n' });
    const { port, posted, send } = fakePort();
    const seen: string[] = [];
    serveSitemapPort(port, {
      ...deps,
      refuse: (page) => (url) => {
        seen.push(`${page} ${url}`);
        return null;
      },
    });
    send({ url: `${ORIGIN}/x`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    const done = await settle(posted);
    expect(seen).toEqual([`${ORIGIN}/x ${ORIGIN}/sitemap.xml`]);
    if (done.type !== 'done') throw new Error(done.type);
    expect(done.report.otherHosts).toEqual([{ origin: 'https://elsewhere.example', count: 1 }]);
  });

  // Issue 14: changing the crawler re-gates the kept URLs instead of discarding them.
  it('re-gates kept URLs for another crawler, with the deciding rule', async () => {
    const { deps } = setup({
      status: 200,
      body: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n',
    });
    const { port, posted, send } = fakePort();
    serveSitemapPort(port, deps);
    const urls = [`${ORIGIN}/a`, `${ORIGIN}/private/b`, 'https://elsewhere.example/c'];
    send({ url: `${ORIGIN}/`, agent: 'GPTBot', sitemaps: [], regate: urls });
    expect(await settle(posted)).toEqual({
      type: 'regated',
      agent: 'GPTBot',
      listed: [
        { url: urls[0], allowed: false },
        { url: urls[1], allowed: false },
        { url: urls[2], allowed: true },
      ],
      disallowedCount: 2,
      disallowedDetails: [
        { url: urls[0], rule: { directive: 'disallow', pattern: '/', line: 2 } },
        { url: urls[1], rule: { directive: 'disallow', pattern: '/', line: 2 } },
      ],
    });
  });
});

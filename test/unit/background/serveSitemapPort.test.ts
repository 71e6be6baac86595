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

function fakePort() {
  const posted: SitemapEvent[] = [];
  let onMessage: (m: unknown) => void = () => {};
  let onDisconnect: () => void = () => {};
  const port: PortLike = {
    postMessage: (m) => void posted.push(m),
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
      reason: 'robots.txt does not apply to chrome: pages',
    });
  });

  it('posts nothing after the page disconnects (cancel)', async () => {
    const { deps } = setup({ status: 200, body: '' });
    const { port, posted, send, disconnect } = fakePort();
    const session = serveSitemapPort(port, deps);
    send({ url: `${ORIGIN}/`, agent: 'Googlebot', sitemaps: [`${ORIGIN}/sitemap.xml`] });
    disconnect();
    await session.idle();
    expect(posted.filter((e) => e.type === 'done')).toEqual([]);
  });
});

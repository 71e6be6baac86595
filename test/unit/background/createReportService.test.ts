import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createReportService } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { CRAWLER_PRESETS } from '@/lib/crawlers';
import { createRobotsFetcher } from '@/lib/fetch';
import { registerHandlers, sendMessage } from '@/lib/messaging';
import { parseRobots } from '@/lib/robots';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const HOUR = 3_600_000;

function setup(body = 'User-agent: *\nDisallow: /private\n', status = 200) {
  // Count the engine's parses: the service must parse one snapshot once, however many checks.
  const parse = vi.fn(parseRobots);
  let clock = 1_800_000_000_000;
  const now = () => clock;
  const fetch = vi.fn(async () => new Response(status === 200 ? body : 'x', { status }));
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const cache = createRobotsCache({
    store: createMemoryStore(),
    fetcher: createRobotsFetcher({ fetch, now }),
    now,
    windows: () => ({
      freshMs: settings.freshMs,
      staleMs: settings.staleMs,
      degradedMs: settings.expireMs,
    }),
  });
  const lens = createReportService({
    cache,
    settings: async () => settings,
    version: '9.9.9',
    now,
    parse,
  });
  return { lens, cache, fetch, parse, settings, advance: (ms: number) => (clock += ms) };
}

describe('createReportService', () => {
  it('parses a snapshot once and checks many URLs against it', async () => {
    const { lens, fetch, cache, parse } = setup();
    const a = await lens.report('https://a.example/private/1', 'Googlebot');
    const b = await lens.report('https://a.example/open', 'Googlebot');
    const c = await lens.report('https://a.example/private/2', 'GPTBot');
    expect([a.verdict, b.verdict, c.verdict]).toEqual(['disallowed', 'allowed', 'disallowed']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
    const { snapshot } = await cache.get('https://a.example');
    expect(lens.parse({ ...snapshot })).toBe(lens.parse(snapshot));
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('a badge report checks only the chosen crawler; the popup report builds the table (issue 12)', async () => {
    const { lens, settings } = setup();
    settings.defaultAgent = 'GPTBot';
    const badge = await lens.badge('https://a.example/private/1');
    expect([badge.agent, badge.verdict, badge.rule?.line]).toEqual(['GPTBot', 'disallowed', 2]);
    expect(badge.crawlers).toEqual([]);
    const popup = await lens.report('https://a.example/private/1');
    expect([popup.agent, popup.verdict]).toEqual([badge.agent, badge.verdict]);
    expect(popup.crawlers.map((c) => c.token)).toEqual(CRAWLER_PRESETS.map((p) => p.token));
  });

  it('uses the default crawler from settings when none is given', async () => {
    const { lens, settings } = setup();
    settings.defaultAgent = 'CCBot';
    expect((await lens.report('https://a.example/')).agent).toBe('CCBot');
  });

  it('applies the settings floor and ceiling', async () => {
    const { lens, settings } = setup('User-agent: *\nCrawl-delay: 90\n');
    settings.delayCeiling = 30;
    const r = await lens.report('https://a.example/', 'Bingbot');
    expect(r.crawlDelay).toMatchObject({ seconds: 30, flagged: true, ceiling: 30 });
  });

  it('turns stale after the fresh window and refreshes behind the answer', async () => {
    const { lens, advance, fetch } = setup('User-agent: *\nAllow: /\n', 200);
    await lens.report('https://a.example/');
    advance(6 * HOUR + 1);
    expect((await lens.report('https://a.example/')).snapshot?.state).toBe('stale');
    expect(fetch).toHaveBeenCalledTimes(2); // the stale answer started a background refresh
  });

  it('is expired past the hard expiry when every refresh fails: not crawlable', async () => {
    const { lens, advance, fetch } = setup('User-agent: *\nAllow: /\n', 200);
    await lens.report('https://a.example/');
    fetch.mockImplementation(async () => new Response('down', { status: 503 }));
    advance(72 * HOUR + 1);
    const r = await lens.report('https://a.example/');
    expect(r.verdict).toBe('expired');
    expect(r.snapshot).toMatchObject({ state: 'expired', status: 'fetched' });
    expect(r.snapshot?.lastAttempt?.httpStatus).toBe(503);
  });

  it('answers not-applicable for non-web URLs without fetching', async () => {
    const { lens, fetch } = setup();
    expect((await lens.report('about:blank')).verdict).toBe('not-applicable');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the message contract over fakeBrowser', () => {
  beforeEach(() => fakeBrowser.reset());

  it('carries a report from the background handler to the page', async () => {
    const { lens } = setup();
    registerHandlers({ getReport: ({ url, agent }) => lens.report(url, agent) });
    const r = await sendMessage('getReport', { url: 'https://a.example/private', agent: 'GPTBot' });
    expect(r).toMatchObject({ verdict: 'disallowed', agent: 'GPTBot', extensionVersion: '9.9.9' });
  });

  it('turns a handler failure into a rejected promise with the reason', async () => {
    registerHandlers({
      getReport: () => {
        throw new Error('storage is gone');
      },
    });
    await expect(sendMessage('getReport', { url: 'https://a.example/' })).rejects.toThrow(
      'storage is gone',
    );
  });
});

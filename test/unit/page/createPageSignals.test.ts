/**
 * The page-signal service: an open tab reads its observed headers and live head; another URL is
 * fetched once without cookies (docs/design.md "The page's own signals": no cookies, 10 s, first
 * 512 KiB); llms.txt and tdmrep.json only on request, fetched once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPageSignals } from '@/lib/page/createPageSignals';
import type { LiveHead } from '@/lib/page/liveHead';
import { createTabHeaders, type HeadersDetails } from '@/lib/page/tabHeaders';
import type { Report } from '@/lib/report';
import { createFakeFetch, fakeResponse, hangingFetch } from '@/test/support/fakeFetch';

const ROBOTS = 'User-agent: *\nContent-Signal: ai-train=no\nDisallow: /private/';

function reportFor(url: string, agent = 'Googlebot'): Report {
  return {
    url,
    agent,
    verdict: url.includes('/private/') ? 'disallowed' : 'allowed',
    robotsText: ROBOTS,
  } as Report;
}

function setup(handler: Parameters<typeof createFakeFetch>[0], live?: LiveHead) {
  let onHeaders: ((d: HeadersDetails) => void) | null = null;
  const tabHeaders = createTabHeaders({
    webRequest: {
      onHeadersReceived: {
        addListener: (cb) => {
          onHeaders = cb;
        },
      },
    },
    store: fakeBrowser.storage.session as never,
  });
  const { fetch, calls } = createFakeFetch(handler);
  const service = createPageSignals({
    tabHeaders,
    liveHead: async () => live ?? { ok: false, code: 'head-unreadable', reason: 'no tab' },
    fetch,
    report: async (url, agent) => reportFor(url, agent),
    now: () => Date.UTC(2026, 10, 30),
    timeoutMs: 50,
  });
  const load = (tabId: number, url: string, headers: [string, string][]) =>
    onHeaders?.({
      tabId,
      url,
      type: 'main_frame',
      responseHeaders: headers.map(([name, value]) => ({ name, value })),
    });
  return { service, calls, load };
}

describe('createPageSignals', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a tab: observed headers + live head, no fetch', async () => {
    const { service, calls, load } = setup(() => fakeResponse(), {
      ok: true,
      head: { metas: [{ name: 'robots', content: 'noindex' }], links: [], notes: [] },
    });
    load(3, 'https://shop.example/private/x', [['X-Robots-Tag', 'nofollow']]);
    const report = await service.get({ url: 'https://shop.example/private/x', tabId: 3 });
    expect(calls).toEqual([]);
    expect(report).toMatchObject({
      from: 'tab',
      headersKnown: true,
      headRead: true,
      agent: 'Googlebot',
    });
    expect(report.signals.indexing).toMatchObject({ index: 'noindex', follow: 'nofollow' });
    expect(report.signals.conflicts).toEqual([{ code: 'noindex-unreachable-by-crawler' }]);
    expect(report.signals.aiSignals[0]).toMatchObject({
      signal: 'content-signal',
      value: 'ai-train=no',
    });
  });

  it('a tab whose head cannot be read says why', async () => {
    const { service } = setup(() => fakeResponse());
    const report = await service.get({ url: 'https://shop.example/', tabId: 3 });
    expect(report).toMatchObject({
      headersKnown: false,
      headRead: false,
      problems: [{ code: 'head-unreadable', detail: 'no tab' }],
    });
    expect(report.signals.indexing.index).toBe('unknown');
  });

  it('another URL: fetched once, without cookies, headers and head read', async () => {
    const { service, calls } = setup(() =>
      fakeResponse({
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'googlebot: noindex' },
        body: '<head><link rel="canonical" href="/b"></head>',
      }),
    );
    const first = await service.get({ url: 'https://shop.example/a', agent: 'Googlebot' });
    await service.get({ url: 'https://shop.example/a', agent: 'Bingbot' });
    expect(calls.map((c) => [c.url, c.init.credentials])).toEqual([
      ['https://shop.example/a', 'omit'],
    ]);
    expect(first).toMatchObject({
      from: 'fetched',
      httpStatus: 200,
      redirectedTo: null,
      headersKnown: true,
      headRead: true,
    });
    expect(first.signals.indexing).toMatchObject({
      index: 'noindex',
      canonical: { state: 'other', url: 'https://shop.example/b' },
    });
  });

  it("a redirected page: the signals are the target's, and it says where it ended", async () => {
    const { service } = setup(() =>
      fakeResponse({
        url: 'https://shop.example/new',
        headers: { 'content-type': 'text/html' },
        body: '<head></head>',
      }),
    );
    const report = await service.get({ url: 'https://shop.example/old' });
    expect(report.redirectedTo).toBe('https://shop.example/new');
  });

  it('a page that never answers: a timeout, said in words', async () => {
    const { service } = setup(hangingFetch);
    const report = await service.get({ url: 'https://shop.example/slow' });
    expect(report).toMatchObject({
      headersKnown: false,
      headRead: false,
      problems: [{ code: 'timeout', detail: '0.05' }],
    });
  });

  it.each([
    [
      'llms.txt present',
      'llms-txt',
      200,
      'text/plain',
      '# Shop\n- [a](https://shop.example/a.md)',
      { signal: 'llms-txt', value: 'present' },
    ],
    [
      'llms.txt soft 404',
      'llms-txt',
      200,
      'text/html',
      '<!doctype html><p>home',
      { signal: 'llms-txt', value: 'soft-404' },
    ],
    [
      'llms.txt absent',
      'llms-txt',
      404,
      'text/plain',
      'nope',
      { signal: 'llms-txt', value: 'absent' },
    ],
    [
      'tdmrep.json matching',
      'tdmrep',
      200,
      'application/json',
      '[{"location":"/","tdm-reservation":1}]',
      { signal: 'tdm-reservation', value: '1' },
    ],
    ['tdmrep.json absent', 'tdmrep', 404, 'text/plain', '', null],
  ] as const)('%s', async (_, file, status, type, body, signal) => {
    const { service, calls } = setup(() =>
      fakeResponse({ status, headers: { 'content-type': type }, body }),
    );
    const answer = await service.aiFile({ url: 'https://shop.example/a/b', file });
    await service.aiFile({ url: 'https://shop.example/c', file });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      file === 'tdmrep'
        ? 'https://shop.example/.well-known/tdmrep.json'
        : 'https://shop.example/llms.txt',
    );
    expect(answer.signal === null ? null : answer.signal).toEqual(
      signal === null ? null : expect.objectContaining(signal),
    );
  });

  it('refuses a URL robots.txt does not apply to', async () => {
    const { service } = setup(() => fakeResponse());
    await expect(service.aiFile({ url: 'chrome://settings', file: 'llms-txt' })).rejects.toThrow(
      /does not apply/,
    );
  });
});

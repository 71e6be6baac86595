/**
 * Main-frame headers per tab (docs/design.md "The page's own signals": observed while the page loaded,
 * observe only, kept per tab and dropped when the tab navigates or closes). The store is
 * fakeBrowser's storage.session; webRequest is a recorded listener (fakeBrowser leaves it out).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createTabHeaders,
  type HeadersDetails,
  MAX_HEADER_BYTES,
  MAX_HEADER_VALUE,
  MAX_HEADERS_PER_PAGE,
} from '@/lib/page/tabHeaders';

function setup() {
  let listener: ((d: HeadersDetails) => void) | null = null;
  const registered: { filter: unknown; spec: string[] }[] = [];
  const tabHeaders = createTabHeaders({
    webRequest: {
      onHeadersReceived: {
        addListener(callback, filter, spec) {
          listener = callback;
          registered.push({ filter, spec });
        },
      },
    },
    store: fakeBrowser.storage.session as never,
  });
  const load = (tabId: number, url: string, headers: [string, string][], type = 'main_frame') =>
    listener?.({
      tabId,
      url,
      type,
      responseHeaders: headers.map(([name, value]) => ({ name, value })),
    });
  return { tabHeaders, load, registered };
}

describe('createTabHeaders', () => {
  beforeEach(() => fakeBrowser.reset());

  it('observes main-frame responses only, without blocking', () => {
    const { registered } = setup();
    expect(registered).toEqual([
      {
        filter: { urls: ['<all_urls>'], types: ['main_frame'] },
        spec: ['responseHeaders'],
      },
    ]);
  });

  it.each([
    ['the page URL', 'https://a.example/p', ['x-robots-tag', 'noindex']],
    ['the same document with a fragment', 'https://a.example/p#top', ['x-robots-tag', 'noindex']],
    ["another URL: never another document's headers", 'https://a.example/q', null],
  ] as const)('reads for %s', async (_, url, expected) => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/p', [['x-robots-tag', 'noindex']]);
    const entry = await tabHeaders.get(1, url);
    expect(entry?.headers[0] ?? null).toEqual(expected);
  });

  it('keeps repeated headers, in order', async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/', [
      ['X-Robots-Tag', 'noarchive'],
      ['X-Robots-Tag', 'googlebot: noindex'],
    ]);
    expect((await tabHeaders.get(1, 'https://a.example/'))?.headers).toEqual([
      ['X-Robots-Tag', 'noarchive'],
      ['X-Robots-Tag', 'googlebot: noindex'],
    ]);
  });

  it.each([
    ['a subframe', 1, 'sub_frame'],
    ["the extension's own request (no tab)", -1, 'main_frame'],
  ])('ignores %s', async (_, tabId, type) => {
    const { tabHeaders, load } = setup();
    load(tabId, 'https://a.example/', [['x-robots-tag', 'noindex']], type);
    expect(await tabHeaders.get(tabId, 'https://a.example/')).toBeNull();
  });

  it('the next main-frame response replaces the last', async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/', [['x-robots-tag', 'noindex']]);
    load(1, 'https://a.example/', [['link', '</c>; rel=canonical']]);
    expect((await tabHeaders.get(1, 'https://a.example/'))?.headers).toEqual([
      ['link', '</c>; rel=canonical'],
    ]);
  });

  it('navigating to another document drops them; a fragment change keeps them', async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/p', [['x-robots-tag', 'noindex']]);
    await tabHeaders.navigated(1, 'https://a.example/p#section');
    expect(await tabHeaders.get(1, 'https://a.example/p')).not.toBeNull();
    await tabHeaders.navigated(1, 'https://a.example/other');
    expect(await fakeBrowser.storage.session.get('pageHeaders:1')).toEqual({});
  });

  it("a navigation event after the new page's headers keeps the new headers", async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/new', [['x-robots-tag', 'nofollow']]);
    await tabHeaders.navigated(1, 'https://a.example/new');
    expect(await tabHeaders.get(1, 'https://a.example/new')).not.toBeNull();
  });

  it('closing the tab drops them', async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/', [['x-robots-tag', 'noindex']]);
    await tabHeaders.forget(1);
    expect(await tabHeaders.get(1, 'https://a.example/')).toBeNull();
  });

  it('is bounded per response and says so', async () => {
    const { tabHeaders, load } = setup();
    const many = Array.from(
      { length: MAX_HEADERS_PER_PAGE + 5 },
      (_, i) => [`h${i}`, 'v'] as [string, string],
    );
    load(1, 'https://a.example/', [['x-robots-tag', 'x'.repeat(MAX_HEADER_VALUE + 10)], ...many]);
    const entry = await tabHeaders.get(1, 'https://a.example/');
    expect(entry?.headers).toHaveLength(MAX_HEADERS_PER_PAGE);
    expect(entry?.headers[0]?.[1]).toHaveLength(MAX_HEADER_VALUE);
    expect(entry?.truncated).toBe(true);
  });
});

describe('createTabHeaders size bound', () => {
  beforeEach(() => fakeBrowser.reset());

  it("keeps at most MAX_HEADER_BYTES of one page's headers", async () => {
    const { tabHeaders, load } = setup();
    const big = Array.from(
      { length: 20 },
      (_, i) => [`h${i}`, 'v'.repeat(MAX_HEADER_VALUE)] as [string, string],
    );
    load(1, 'https://a.example/', big);
    const entry = await tabHeaders.get(1, 'https://a.example/');
    const size = (entry?.headers ?? []).reduce((n, [k, v]) => n + k.length + v.length, 0);
    expect(size).toBeLessThanOrEqual(MAX_HEADER_BYTES);
    expect(entry?.headers.length).toBeGreaterThan(0);
    expect(entry?.truncated).toBe(true);
  });
});

describe('createTabHeaders event order', () => {
  beforeEach(() => fakeBrowser.reset());

  it("a new tab's about:blank event, handled late, does not drop the page that loaded after it", async () => {
    const { tabHeaders, load } = setup();
    const blank = tabHeaders.navigated(1, 'about:blank');
    load(1, 'https://a.example/p', [['x-robots-tag', 'noindex']]);
    await blank;
    expect(await tabHeaders.get(1, 'https://a.example/p')).not.toBeNull();
  });

  it("a new tab's about:blank event reported after the page's headers does not drop them", async () => {
    const { tabHeaders, load } = setup();
    load(1, 'https://a.example/p', [['x-robots-tag', 'noindex']]);
    await tabHeaders.navigated(1, 'about:blank');
    expect(await tabHeaders.get(1, 'https://a.example/p')).not.toBeNull();
  });
});

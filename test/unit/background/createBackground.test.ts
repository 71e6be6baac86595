import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import type { ActionApi } from '@/lib/background/paintBadge';
import { SITEMAP_PORT } from '@/lib/messaging';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { T0 } from '@/test/support/time';

const ORIGIN = 'https://shop.example';

/** The background built from fakes, as entrypoints/background.ts builds it from the browser. */
function setup() {
  const texts = new Map<number, string>();
  const action: ActionApi = {
    setBadgeText: async ({ tabId, text }) => void texts.set(tabId, text),
    setBadgeBackgroundColor: async () => {},
    setTitle: async () => {},
    setIcon: async () => {},
  };
  const fetch = vi.fn(async () => new Response('User-agent: *\nDisallow: /private\n'));
  const background = createBackground({
    storage: fakeBrowser.storage.local,
    fetch,
    action,
    tabs: { query: async () => [{ id: 1, url: `${ORIGIN}/private/a` }] },
    now: () => T0,
    version: '9.9.9',
    settings: { load: async () => DEFAULT_SETTINGS, watch: () => () => {} },
  });
  return { background, texts, fetch };
}

describe('createBackground: the composition root (docs/design.md "Layout")', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers the message contract from the cache it built', async () => {
    const { background, fetch } = setup();
    const report = await background.handlers.getReport({ url: `${ORIGIN}/private/a` });
    expect(report).toMatchObject({ verdict: 'disallowed', agent: 'Googlebot' });
    expect(await background.handlers.ping(undefined)).toEqual({
      from: 'background',
      version: '9.9.9',
    });
    const listed = await background.handlers.listCache(undefined);
    expect(listed.entries.map((e) => e.origin)).toEqual([ORIGIN]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('paints a tab on navigation, and on a finished load without a URL change', async () => {
    const { background, texts } = setup();
    background.onTabUpdated(1, { url: `${ORIGIN}/private/a` }, {});
    await vi.waitFor(() => expect(texts.get(1)).toBe('NO'));
    texts.set(1, 'X'); // a reload clears the badge; only a repaint brings the verdict back
    background.onTabUpdated(1, { status: 'complete' }, { url: `${ORIGIN}/private/a` });
    await vi.waitFor(() => expect(texts.get(1)).toBe('NO'));
  });

  it('serves the sitemap explorer on its own port only', () => {
    const { background } = setup();
    const listening: string[] = [];
    const port = (name: string) => ({
      name,
      postMessage: () => {},
      onMessage: { addListener: () => void listening.push(name) },
      onDisconnect: { addListener: () => {} },
    });
    background.onConnect(port('something-else'));
    background.onConnect(port(SITEMAP_PORT));
    expect(listening).toEqual([SITEMAP_PORT]);
  });
});

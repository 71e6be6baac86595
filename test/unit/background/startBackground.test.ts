import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import type { ActionApi } from '@/lib/background/paintBadge';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { T0 } from '@/test/support/time';

// Issue 17: a stopped worker woken by the popup warms the active tab's report before the popup
// asks, and repaints every tab only once the answers in flight are sent.

const ORIGIN = 'https://shop.example';
const PAGE = `${ORIGIN}/private/a`;

function setup(options: { autoCheck?: boolean; fetch?: () => Promise<Response> } = {}) {
  const texts = new Map<number, string>();
  const action: ActionApi = {
    setBadgeText: async ({ tabId, text }) => void texts.set(tabId, text),
    setBadgeBackgroundColor: async () => {},
    setTitle: async () => {},
    setIcon: async () => {},
  };
  const fetch = vi.fn(
    options.fetch ?? (async () => new Response('User-agent: *\nDisallow: /private\n')),
  );
  const queries: object[] = [];
  const settings = { ...DEFAULT_SETTINGS, autoCheck: options.autoCheck ?? true };
  const background = createBackground({
    storage: fakeBrowser.storage.local,
    fetch,
    action,
    tabs: {
      query: async (query) => {
        queries.push(query);
        return [{ id: 1, url: PAGE }];
      },
    },
    now: () => T0,
    version: '9.9.9',
    settings: { load: async () => settings, watch: () => () => {} },
  });
  return { background, texts, fetch, queries };
}

describe('createBackground start: cheap for the popup that woke it (issue 17)', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.useRealTimers());

  it('warms the active tab report at once, and the popup reuses it', async () => {
    const { background, fetch, queries } = setup();
    background.start();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(queries[0]).toEqual({ active: true, lastFocusedWindow: true });
    await background.cache.idle();
    const report = await background.handlers.getReport({ url: PAGE });
    expect(report.verdict).toBe('disallowed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with automatic checks off, start fetches nothing (only the popup does)', async () => {
    vi.useFakeTimers();
    const { background, texts, fetch } = setup({ autoCheck: false });
    background.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(texts.get(1)).toBe('')); // the repaint painted "off"
    expect(fetch).not.toHaveBeenCalled();
  });

  it('repaints every tab only after the answer in flight is sent', async () => {
    vi.useFakeTimers();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { background, queries } = setup({
      autoCheck: false, // no warm-up fetch: the popup's request is the one in flight
      fetch: async () => {
        await held;
        return new Response('User-agent: *\nDisallow: /private\n');
      },
    });
    background.start();
    const answer = background.handlers.getReport({ url: PAGE });
    await vi.advanceTimersByTimeAsync(1_000);
    const repaintsBefore = queries.filter((q) => Object.keys(q).length === 0).length;
    release();
    expect((await answer).verdict).toBe('disallowed');
    await vi.waitFor(() =>
      expect(queries.filter((q) => Object.keys(q).length === 0)).toHaveLength(1),
    );
    expect(repaintsBefore).toBe(0);
  });
});

/**
 * Issue 15: "the badge keeps the crawl verdict and shows the indexing state where the user opts
 * in (setting)". Built from fakes as entrypoints/background.ts builds it from the browser: the
 * observed main-frame headers (webRequest), the loaded tab's head (scripting), the settings.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import { badgeLook } from '@/lib/background/badgeLook';
import type { ActionApi } from '@/lib/background/paintBadge';
import type { ScriptingLike } from '@/lib/page';
import type { HeadersDetails } from '@/lib/page/tabHeaders';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import type { HeadData } from '@/lib/signals';
import { T0 } from '@/test/support/time';

const ORIGIN = 'https://shop.example';
const ROBOTS = 'User-agent: *\nDisallow: /private\n';

type Painted = { text: string; color: string; title: string; icon: string };

function setup(options: { badgeIndexing: boolean; head: HeadData | Error }) {
  const painted = new Map<number, Partial<Painted>>();
  const set = (tabId: number, part: Partial<Painted>) => {
    painted.set(tabId, { ...painted.get(tabId), ...part });
  };
  const action: ActionApi = {
    setBadgeText: async ({ tabId, text }) => set(tabId, { text }),
    setBadgeBackgroundColor: async ({ tabId, color }) => set(tabId, { color }),
    setTitle: async ({ tabId, title }) => set(tabId, { title }),
    setIcon: async ({ tabId, path }) => set(tabId, { icon: path['16'] }),
  };
  let observe: (details: HeadersDetails) => void = () => {};
  const scripting: ScriptingLike = {
    executeScript: vi.fn(async () => {
      if (options.head instanceof Error) throw options.head;
      return [{ result: options.head }];
    }),
  };
  let settings: Settings = { ...DEFAULT_SETTINGS, badgeIndexing: options.badgeIndexing };
  let onSettings: (s: Settings) => void = () => {};
  const tabs: { id: number; url: string; status: string }[] = [];
  /** `tabs.query`: the tabs as they are when asked, as the browser answers. */
  const query = vi.fn(async (_query: object) => tabs.map((tab) => ({ ...tab })));
  const background = createBackground({
    storage: fakeBrowser.storage.local,
    session: fakeBrowser.storage.session as never,
    fetch: vi.fn(async () => new Response(ROBOTS)),
    action,
    tabs: { query },
    webRequest: {
      onHeadersReceived: {
        addListener: (callback) => {
          observe = callback;
        },
      },
    },
    scripting,
    now: () => T0,
    version: '9.9.9',
    settings: {
      load: async () => settings,
      watch: (listener) => {
        onSettings = listener;
        return () => {};
      },
    },
  });
  background.start();
  /**
   * A page loads in tab `tabId`: its headers arrive, the URL changes, the load completes.
   * `headersLast`: the headers arrive after `complete`, as Firefox delivered them in the smoke test.
   */
  const load = (
    tabId: number,
    path: string,
    headers: [string, string][] = [],
    { headersLast = false } = {},
  ) => {
    const url = `${ORIGIN}${path}`;
    tabs.push({ id: tabId, url, status: 'complete' });
    const arrive = () =>
      observe({
        tabId,
        url,
        type: 'main_frame',
        responseHeaders: headers.map(([name, value]) => ({ name, value })),
      });
    if (!headersLast) arrive();
    background.onTabUpdated(tabId, { url }, { url, status: 'loading' });
    background.onTabUpdated(tabId, { status: 'complete' }, { url, status: 'complete' });
    return { arrive };
  };
  const changeSettings = (next: Partial<Settings>) => {
    settings = { ...settings, ...next };
    onSettings(settings);
  };
  return { painted, scripting, load, changeSettings, tabs, query };
}

const noindexMeta: HeadData = {
  metas: [{ name: 'robots', content: 'noindex, follow' }],
  links: [],
  notes: [],
};
const plainHead: HeadData = { metas: [], links: [], notes: [] };

describe('the badge with the indexing state (issue 15, opt-in)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is off by default: the crawl verdict only, and the page is never read', async () => {
    expect(DEFAULT_SETTINGS.badgeIndexing).toBe(false);
    const { painted, scripting, load } = setup({ badgeIndexing: false, head: noindexMeta });
    load(1, '/open');
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('OK'));
    expect(scripting.executeScript).not.toHaveBeenCalled();
  });

  it('opted in: an allowed page whose head says noindex shows NOIX, naming the meta', async () => {
    const { painted, load } = setup({ badgeIndexing: true, head: noindexMeta });
    load(1, '/open');
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
    expect(painted.get(1)).toMatchObject({
      icon: '/icon/16-allowed.png',
      title:
        'Robots Lens: Googlebot may crawl this page, but the page says noindex (<meta name="robots">)',
    });
  });

  it("opted in: X-Robots-Tag addressed to the crawler counts, another crawler's does not", async () => {
    const { painted, load } = setup({ badgeIndexing: true, head: plainHead });
    load(1, '/a', [['X-Robots-Tag', 'googlebot: noindex']]);
    load(2, '/b', [['X-Robots-Tag', 'bingbot: noindex']]);
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
    expect(painted.get(1)?.title).toContain('X-Robots-Tag (googlebot)');
    await vi.waitFor(() => expect(painted.get(2)?.text).toBe('OK'));
  });

  it('opted in: noindex on a disallowed page is the conflict, NO! in its own colour', async () => {
    const { painted, load } = setup({ badgeIndexing: true, head: noindexMeta });
    load(1, '/private/x');
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NO!'));
    expect(painted.get(1)?.icon).toBe('/icon/16-disallowed.png');
    expect(painted.get(1)?.color).not.toBe(badgeLook('disallowed', 'Googlebot').color);
    expect(painted.get(1)?.title).toContain("never sees the page's noindex");
  });

  it('opted in: a disallowed page without noindex keeps NO; an unreadable page keeps its verdict', async () => {
    const plain = setup({ badgeIndexing: true, head: plainHead });
    plain.load(1, '/private/x');
    await vi.waitFor(() => expect(plain.painted.get(1)?.text).toBe('NO'));
    fakeBrowser.reset();
    const closed = setup({ badgeIndexing: true, head: new Error('Cannot access a chrome:// URL') });
    closed.load(2, '/open');
    await vi.waitFor(() => expect(closed.scripting.executeScript).toHaveBeenCalled());
    await vi.waitFor(() => expect(closed.painted.get(2)?.text).toBe('OK'));
  });

  it('a repaint that sees the tab still loading keeps the state its load made readable', async () => {
    const { painted, load, changeSettings, tabs } = setup({
      badgeIndexing: true,
      head: noindexMeta,
    });
    load(1, '/open');
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
    // tabs.query taken mid-load (Firefox reports the repaint's tabs before `complete`).
    for (const tab of tabs) tab.status = 'loading';
    painted.set(1, { text: 'X' });
    changeSettings({ defaultAgent: 'Googlebot' });
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
  });

  // Firefox delivered a page's observe-only onHeadersReceived ~200 ms after its tabs.onUpdated
  // `complete` (the smoke test's trace): the loaded page's check had read no headers and painted OK.
  it('headers observed after the load completed repaint the tab with what they say', async () => {
    const { painted, load, scripting, query } = setup({ badgeIndexing: true, head: plainHead });
    // First robots.txt is cached and the open tabs repainted (both ask for every tab: the fetch
    // landing, the worker's start): after that nothing checks tab 1 but its own load.
    load(9, '/warm');
    await vi.waitFor(() => {
      expect(painted.get(9)?.text).toBe('OK');
      expect(query.mock.calls.filter(([q]) => Object.keys(q).length === 0)).toHaveLength(2);
    });
    const late = load(1, '/open', [['X-Robots-Tag', 'noindex']], { headersLast: true });
    // The loaded page's check has asked for the headers (then the head) and found none yet.
    await vi.waitFor(() => {
      expect(scripting.executeScript).toHaveBeenCalledWith(
        expect.objectContaining({ target: { tabId: 1 } }),
      );
      expect(painted.get(1)?.text).toBe('OK');
    });
    late.arrive();
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
    expect(painted.get(1)?.title).toContain('X-Robots-Tag');
  });

  it('turning the setting on repaints the open tabs with their indexing state', async () => {
    const { painted, load, changeSettings, scripting } = setup({
      badgeIndexing: false,
      head: noindexMeta,
    });
    load(1, '/open');
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('OK'));
    changeSettings({ badgeIndexing: true });
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('NOIX'));
    expect(scripting.executeScript).toHaveBeenCalledWith(
      expect.objectContaining({ target: { tabId: 1 } }),
    );
    changeSettings({ badgeIndexing: false });
    await vi.waitFor(() => expect(painted.get(1)?.text).toBe('OK'));
  });
});

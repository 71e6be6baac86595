import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import { FIRST_SCREEN_KEY } from '@/lib/background/createFirstScreens';
import type { ActionApi } from '@/lib/background/paintBadge';
import {
  FIRST_SCREEN_KEEP,
  type FirstScreen,
  firstScreenOf,
  pickFirstScreen,
  withFirstScreen,
} from '@/lib/report/firstScreen';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { allowedReport, disallowedReport } from '@/test/support/reports';
import { T0 } from '@/test/support/time';

/** Issue 17 item 3: the background keeps each answer's first screen in storage.session. */
const ORIGIN = 'https://shop.example';
const PAGE = `${ORIGIN}/private/a`;

function setup(session: typeof fakeBrowser.storage.session | undefined) {
  const action: ActionApi = {
    setBadgeText: async () => {},
    setBadgeBackgroundColor: async () => {},
    setTitle: async () => {},
    setIcon: async () => {},
  };
  let onSettings: (s: typeof DEFAULT_SETTINGS) => void = () => {};
  const background = createBackground({
    storage: fakeBrowser.storage.local,
    session: session as never,
    fetch: vi.fn(async () => new Response('User-agent: *\nDisallow: /private\n')),
    action,
    tabs: { query: async () => [{ id: 1, url: PAGE, active: true }] },
    now: () => T0,
    version: '9.9.9',
    settings: {
      load: async () => DEFAULT_SETTINGS,
      watch: (listener) => {
        onSettings = listener;
        return () => {};
      },
    },
  });
  return {
    background,
    changeSettings: () => onSettings({ ...DEFAULT_SETTINGS, defaultAgent: 'GPTBot' }),
  };
}

const kept = async () =>
  (await fakeBrowser.storage.session.get(FIRST_SCREEN_KEY))[FIRST_SCREEN_KEY] as
    | FirstScreen[]
    | undefined;

describe('the kept first screen (lib/report/firstScreen.ts, createFirstScreens)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a popup request keeps its answer for that URL and crawler, without the long parts', async () => {
    const { background } = setup(fakeBrowser.storage.session);
    const live = await background.handlers.getReport({ url: PAGE, agent: 'GPTBot' });
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    const [entry] = (await kept()) ?? [];
    expect(entry).toMatchObject({ url: PAGE, asked: 'GPTBot', sha256: live.snapshot?.sha256 });
    expect(entry?.report).toMatchObject({
      verdict: 'disallowed',
      agent: 'GPTBot',
      robotsText: null,
    });
    expect(entry?.report.rule).toEqual(live.rule);
    expect(pickFirstScreen(await kept(), PAGE, 'GPTBot')?.verdict).toBe('disallowed');
    expect(pickFirstScreen(await kept(), PAGE, null)).toBeNull();
    expect(pickFirstScreen(await kept(), `${ORIGIN}/other`, 'GPTBot')).toBeNull();
  });

  it('the active-tab warm-up and the navigation check keep the default crawler’s answer', async () => {
    const { background } = setup(fakeBrowser.storage.session);
    background.start();
    await vi.waitFor(async () => expect(pickFirstScreen(await kept(), PAGE, null)).not.toBeNull());
    await fakeBrowser.storage.session.remove(FIRST_SCREEN_KEY);
    background.onTabUpdated(1, { url: `${ORIGIN}/` }, {});
    await vi.waitFor(async () =>
      expect(pickFirstScreen(await kept(), `${ORIGIN}/`, null)?.verdict).toBe('allowed'),
    );
  });

  it('a settings change drops every kept answer (the default crawler changed)', async () => {
    const { background, changeSettings } = setup(fakeBrowser.storage.session);
    background.start();
    await background.handlers.getReport({ url: PAGE });
    await vi.waitFor(async () =>
      expect(pickFirstScreen(await kept(), PAGE, null)?.agent).toBe('Googlebot'),
    );
    changeSettings();
    // Cleared, then the repaint of the open tabs keeps the new default's answer.
    await vi.waitFor(async () =>
      expect((await kept())?.map((e) => [e.url, e.report.agent])).toEqual([[PAGE, 'GPTBot']]),
    );
  });

  it('without storage.session (older Firefox) nothing is kept and the answer is unchanged', async () => {
    const { background } = setup(undefined);
    const live = await background.handlers.getReport({ url: PAGE });
    expect(live.verdict).toBe('disallowed');
    expect(await kept()).toBeUndefined();
  });

  it('keeps the newest answers only, one per URL and crawler', () => {
    let list: FirstScreen[] = [];
    for (let i = 0; i < FIRST_SCREEN_KEEP + 3; i++) {
      list = withFirstScreen(list, firstScreenOf(`${ORIGIN}/${i}`, null, allowedReport()));
    }
    list = withFirstScreen(list, firstScreenOf(`${ORIGIN}/10`, null, disallowedReport()));
    expect(list).toHaveLength(FIRST_SCREEN_KEEP);
    expect(list[0]?.report.verdict).toBe('disallowed');
    expect(list.filter((e) => e.url === `${ORIGIN}/10`)).toHaveLength(1);
    expect(list.map((e) => e.url)).not.toContain(`${ORIGIN}/0`);
  });

  it('drops an answer too large to keep (a report is bounded before it is stored)', () => {
    const huge = { ...allowedReport(), explanation: 'x'.repeat(20_000) };
    expect(withFirstScreen([], firstScreenOf(PAGE, null, huge))).toEqual([]);
  });
});

/**
 * Issue 12 round 2, item 5: a private window's checks live in a memory-only cache (Firefox has no
 * split incognito mode), so storage.onChanged never fires for them and an open popup stayed on
 * the old answer after a background refresh. The background now tells the pages over a port.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import { LANDED_PORT, watchLanded } from '@/lib/cache';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { portPair } from '@/test/support/requestPorts';
import { T0 } from '@/test/support/time';

const SECRET = 'https://secret.example';

function setup() {
  let t = T0;
  let body = 'User-agent: *\nDisallow: /\n';
  const fetch = vi.fn(async () => new Response(body));
  const bg = createBackground({
    storage: fakeBrowser.storage.local,
    fetch,
    action: {
      setBadgeText: async () => {},
      setBadgeBackgroundColor: async () => {},
      setTitle: async () => {},
      setIcon: async () => {},
    },
    tabs: { query: async () => [] },
    now: () => t,
    version: '0',
    settings: { load: async () => DEFAULT_SETTINGS, watch: () => () => {} },
  });
  bg.start();
  return {
    bg,
    fetch,
    later: (ms: number, text: string) => {
      t += ms;
      body = text;
    },
  };
}

describe('a popup on a private tab follows background refreshes (memory-only cache)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('the popup reloads when a refresh of its origin lands; storage is never written', async () => {
    const { bg, later } = setup();
    bg.onTabUpdated(7, {}, { id: 7, url: `${SECRET}/a`, incognito: true });
    const first = await bg.handlers.getReport({ url: `${SECRET}/a` });
    expect(first.verdict).toBe('disallowed');

    const { background, page } = portPair(LANDED_PORT);
    bg.onConnect(background);
    const reloads: string[] = [];
    const stop = watchLanded(
      SECRET,
      () => reloads.push(SECRET),
      () => page,
    );
    const others: string[] = [];
    const stopOther = watchLanded(
      'https://other.example',
      () => others.push('x'),
      () => {
        const pair = portPair(LANDED_PORT);
        bg.onConnect(pair.background);
        return pair.page;
      },
    );

    later(60_000, 'User-agent: *\nAllow: /\n');
    await bg.handlers.refresh({ url: `${SECRET}/a` });
    await vi.waitFor(() => expect(reloads).toEqual([SECRET]));
    expect(others).toEqual([]);
    expect((await bg.handlers.getReport({ url: `${SECRET}/a` })).verdict).toBe('allowed');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});

    // A closed popup is forgotten: the next landing posts to nobody and throws nowhere.
    stop();
    stopOther();
    later(60_000, 'User-agent: *\nDisallow: /\n');
    await bg.handlers.refresh({ url: `${SECRET}/a` });
    expect(reloads).toEqual([SECRET]);
  });
});

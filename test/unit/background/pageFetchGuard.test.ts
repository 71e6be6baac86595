import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackground } from '@/lib/background';
import type { RequestGuard } from '@/lib/net';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { T0 } from '@/test/support/time';

const PAGE = 'http://intranet.test:8080/docs/a';

/** A guard that records what it was asked, and explains a failed fetch as a refused hop. */
function recordingGuard() {
  const calls: string[] = [];
  const guard: RequestGuard = {
    protection: () => ({ active: true }),
    redirects: async () => null,
    async prepare(url, page) {
      calls.push(`prepare ${url} for ${page}`);
      return { release: () => void calls.push(`release ${url}`) };
    },
    async explain(url) {
      calls.push(`explain ${url}`);
      return {
        cause: 'refused-private',
        message: `refused: ${url} redirected to http://127.0.0.1/admin, a loopback address`,
      };
    },
  };
  return { guard, calls };
}

function setup(fetch: typeof globalThis.fetch) {
  const { guard, calls } = recordingGuard();
  const background = createBackground({
    storage: fakeBrowser.storage.local,
    fetch,
    guard,
    action: {
      setBadgeText: async () => {},
      setBadgeBackgroundColor: async () => {},
      setTitle: async () => {},
      setIcon: async () => {},
    },
    tabs: { query: async () => [] },
    now: () => T0,
    version: '0',
    settings: { load: async () => DEFAULT_SETTINGS, watch: () => () => {} },
  });
  return { background, calls };
}

// docs/security.md "What is fetched" 5 and "Request the user's private network": the page checked
// by URL and its AI files go through the same guard as its robots.txt (prepare before, release after).
describe('the page fetched by URL is guarded like robots.txt', () => {
  beforeEach(() => fakeBrowser.reset());

  it('prepares the fetch for the page origin and releases it when the fetch is over', async () => {
    const fetch = vi.fn(async () => new Response('<html><head></head></html>'));
    const { background, calls } = setup(fetch);
    const result = await background.handlers.getPageSignals({ url: PAGE });
    expect(result.problems).toEqual([]);
    expect(calls).toContain(`prepare ${PAGE} for http://intranet.test:8080`);
    expect(calls).toContain(`release ${PAGE}`);
    expect(calls.indexOf(`release ${PAGE}`)).toBeGreaterThan(
      calls.indexOf(`prepare ${PAGE} for http://intranet.test:8080`),
    );
  });

  it('a failed page fetch is explained in the guard’s words, not "Failed to fetch"', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/robots.txt')) return new Response('User-agent: *\nAllow: /\n');
      throw new TypeError('Failed to fetch');
    });
    const { background } = setup(fetch as typeof globalThis.fetch);
    const result = await background.handlers.getPageSignals({ url: PAGE });
    expect(result.problems).toEqual([
      {
        code: 'network-error',
        detail: `refused: ${PAGE} redirected to http://127.0.0.1/admin, a loopback address`,
      },
    ]);
  });
});

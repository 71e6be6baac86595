import { describe, expect, it } from 'vitest';
import { createRequestGuard, type RequestDetails } from '@/lib/net/createRequestGuard';
import { guardFetch, RefusedRequest } from '@/lib/net/guardFetch';
import type { NetRule } from '@/lib/net/privateNetworkRules';

type Listener = (d: RequestDetails) => unknown;
const OWN = 'chrome-extension://abc';

/** webRequest and declarativeNetRequest as the browser drives them, in one process. */
function fakeBrowser() {
  const listeners = new Map<string, Listener[]>();
  const event = (name: string) => ({
    addListener: (cb: Listener) => void listeners.set(name, [...(listeners.get(name) ?? []), cb]),
  });
  const sessionRules = new Map<number, NetRule>();
  const updates: { removeRuleIds?: number[]; addRules?: NetRule[] }[] = [];
  return {
    deps: {
      dnr: {
        async updateSessionRules(o: { removeRuleIds?: number[]; addRules?: NetRule[] }) {
          updates.push(o);
          for (const id of o.removeRuleIds ?? []) sessionRules.delete(id);
          for (const rule of o.addRules ?? []) sessionRules.set(rule.id, rule);
        },
      },
      webRequest: {
        onBeforeRedirect: event('redirect'),
        onErrorOccurred: event('error'),
        onCompleted: event('completed'),
        onBeforeRequest: event('request'),
      },
      extensionId: 'abc',
      ownOrigin: OWN,
      explainWaitMs: 50,
    },
    fire: (name: string, d: RequestDetails) => (listeners.get(name) ?? []).map((cb) => cb(d)),
    sessionRules,
    allowRules: () => [...sessionRules.values()].filter((r) => r.action.type === 'allow'),
  };
}

const own = (requestId: string, url: string, extra: Partial<RequestDetails> = {}) => ({
  requestId,
  url,
  tabId: -1,
  initiator: OWN,
  ...extra,
});

describe('createRequestGuard (issue 12 item 1)', () => {
  it('installs the block rules before the first request may go', async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false });
    expect(await guard.prepare('https://example.com/robots.txt', 'https://example.com')).toEqual({
      release: expect.any(Function),
    });
    expect([...b.sessionRules.values()].every((r) => r.action.type === 'block')).toBe(true);
    expect(b.sessionRules.size).toBeGreaterThan(0);
  });

  it('refuses a private first URL before any request, in words', async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false });
    let called = 0;
    const send = guardFetch(
      async () => {
        called += 1;
        return new Response('');
      },
      guard,
      'https://example.com',
    );
    const error = await send('http://10.0.0.1/sitemap.xml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedRequest);
    expect((error as Error).message).toBe(
      'refused: http://10.0.0.1/sitemap.xml is a private-network address',
    );
    expect(called).toBe(0);
  });

  it("names the refused hop from the browser's own report of the chain", async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false });
    const send = guardFetch(
      async (input) => {
        const url = String(input);
        b.fire('redirect', own('7', url, { redirectUrl: 'http://127.0.0.1:9/admin?delete=1' }));
        b.fire('error', own('7', url, { error: 'net::ERR_BLOCKED_BY_CLIENT' }));
        throw new TypeError('Failed to fetch');
      },
      guard,
      'http://public.example',
    );
    const error = await send('http://public.example/robots.txt').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'refused-private',
      message:
        'refused: http://public.example/robots.txt redirected to http://127.0.0.1:9/admin?delete=1, a loopback address (this computer)',
    });
  });

  it('waits for a report that lands after fetch rejects', async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false, explainWaitMs: 5_000 });
    const url = 'http://a.example/robots.txt';
    const explained = guard.explain(url, 'http://a.example');
    b.fire('redirect', own('1', url, { redirectUrl: 'http://a.example/x' }));
    b.fire('redirect', own('1', 'http://a.example/x', { redirectUrl: url }));
    b.fire('error', own('1', url, { error: 'net::ERR_TOO_MANY_REDIRECTS' }));
    expect(await explained).toEqual({
      cause: 'redirect-loop',
      message:
        'redirect loop: http://a.example/robots.txt → http://a.example/x → http://a.example/robots.txt',
    });
  });

  it("ignores a tab's requests and other extensions' requests", async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false });
    const url = 'http://a.example/robots.txt';
    b.fire('redirect', own('1', url, { tabId: 4, redirectUrl: 'http://10.0.0.1/' }));
    b.fire('error', own('1', url, { tabId: 4, error: 'x' }));
    b.fire(
      'redirect',
      own('2', url, { initiator: 'chrome-extension://other', redirectUrl: 'http://10.0.0.1/' }),
    );
    b.fire('error', own('2', url, { initiator: 'chrome-extension://other', error: 'x' }));
    expect(await guard.explain(url, 'http://a.example')).toBeNull();
  });

  it('allows a private page site only while its own fetches run (the intranet exception)', async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, blocking: false });
    const first = await guard.prepare('http://127.0.0.1:3000/robots.txt', 'http://127.0.0.1:3000');
    const second = await guard.prepare(
      'http://127.0.0.1:3000/sitemap.xml',
      'http://127.0.0.1:3000',
    );
    expect(b.allowRules()).toHaveLength(1);
    if (!('release' in first) || !('release' in second)) throw new Error('refused');
    first.release();
    expect(b.allowRules()).toHaveLength(1); // the sitemap fetch still runs
    second.release();
    await guard.prepare('https://example.com/robots.txt', 'https://example.com'); // after the update
    expect(b.allowRules()).toHaveLength(0);
  });

  it('cancels private hops in Firefox with a blocking listener, except an allowed site', async () => {
    const b = fakeBrowser();
    const guard = createRequestGuard({ ...b.deps, dnr: undefined, blocking: true });
    const ff = (url: string) =>
      own('1', url, { initiator: undefined, originUrl: `${OWN}/_generated_background_page.html` });
    expect(b.fire('request', ff('http://127.0.0.1:9/admin'))).toEqual([{ cancel: true }]);
    expect(b.fire('request', ff('https://example.com/'))).toEqual([{ cancel: false }]);
    expect(b.fire('request', { ...ff('http://127.0.0.1:9/admin'), tabId: 3 })).toEqual([{}]);
    const ready = await guard.prepare('http://intranet/robots.txt', 'http://intranet');
    expect(b.fire('request', ff('https://intranet/robots.txt'))).toEqual([{ cancel: false }]);
    if ('release' in ready) ready.release();
    expect(b.fire('request', ff('https://intranet/robots.txt'))).toEqual([{ cancel: true }]);
  });
});

/**
 * Issue 12 (round 2, item 3): when the browser refuses to enforce the request guard (Chrome's
 * declarativeNetRequest session rules, Firefox's blocking webRequest listener), the guard fails
 * closed: no fetch goes out, since any public URL could redirect into the user's network
 * (docs/security.md "Request the user's private network"), and the reason is kept in words for the
 * popup and the options page.
 */
import { describe, expect, it } from 'vitest';
import { createRequestGuard, type RequestGuardDeps } from '@/lib/net/createRequestGuard';
import { guardFetch, RefusedRequest } from '@/lib/net/guardFetch';

const BASE = { extensionId: 'abc', ownOrigin: 'chrome-extension://abc', onError: () => {} };
const listener = { addListener: () => {} };
const webRequest = {
  onBeforeRedirect: listener,
  onErrorOccurred: listener,
  onCompleted: listener,
};

/** A fetch that counts the requests it would have sent. */
function counting() {
  const sent: string[] = [];
  const doFetch: typeof fetch = async (input) => {
    sent.push(String(input));
    return new Response('User-agent: *\n');
  };
  return { sent, doFetch };
}

/** updateSessionRules that rejects the first `failures` calls, as a browser over its rule quota would. */
function refusingDnr(failures: number): NonNullable<RequestGuardDeps['dnr']> & { calls: number } {
  return {
    calls: 0,
    async updateSessionRules() {
      this.calls += 1;
      if (this.calls <= failures) throw new Error('Internal error while adding rules');
    },
  };
}

describe('a request guard the browser does not enforce (fail closed)', () => {
  it('Chrome: rules refused → inactive with the reason, and not even a public URL is fetched', async () => {
    const dnr = refusingDnr(Number.POSITIVE_INFINITY);
    const guard = createRequestGuard({ ...BASE, dnr, webRequest, blocking: false });
    const { sent, doFetch } = counting();
    const error = await guardFetch(
      doFetch,
      guard,
      'https://example.com',
    )('https://example.com/robots.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedRequest);
    expect((error as Error).message).toBe(
      'not fetched: https://example.com/robots.txt. Protection against requests into your network is not active (the browser refused the blocking rules: Internal error while adding rules), so no request is sent',
    );
    expect(sent).toEqual([]);
    expect(guard.protection()).toEqual({
      active: false,
      code: 'rules-refused',
      detail: 'Internal error while adding rules',
      reason: 'the browser refused the blocking rules: Internal error while adding rules',
    });
  });

  it('Chrome: tries the rules again before the next fetch, and fetches once the browser takes them', async () => {
    const dnr = refusingDnr(1);
    const guard = createRequestGuard({ ...BASE, dnr, webRequest, blocking: false });
    const { sent, doFetch } = counting();
    const response = await guardFetch(
      doFetch,
      guard,
      'https://example.com',
    )('https://example.com/robots.txt');
    expect(response.ok).toBe(true);
    expect(dnr.calls).toBe(2);
    expect(sent).toEqual(['https://example.com/robots.txt']);
    expect(guard.protection()).toEqual({ active: true });
  });

  it('Chrome without declarativeNetRequest: inactive, nothing fetched', async () => {
    const guard = createRequestGuard({ ...BASE, webRequest, blocking: false });
    const { sent, doFetch } = counting();
    await expect(
      guardFetch(doFetch, guard, 'https://example.com')('https://example.com/robots.txt'),
    ).rejects.toThrow('this browser offers no declarativeNetRequest');
    expect(sent).toEqual([]);
  });

  it('Firefox: the blocking listener refused → inactive, nothing fetched', async () => {
    const guard = createRequestGuard({
      ...BASE,
      blocking: true,
      webRequest: {
        ...webRequest,
        onBeforeRequest: {
          addListener: () => {
            throw new Error('Missing webRequestBlocking permission');
          },
        },
      },
    });
    expect(guard.protection()).toEqual({
      active: false,
      code: 'webrequest-refused',
      detail: 'Missing webRequestBlocking permission',
      reason:
        'the browser refused the blocking webRequest listener: Missing webRequestBlocking permission',
    });
    const { sent, doFetch } = counting();
    await expect(
      guardFetch(doFetch, guard, 'https://example.com')('https://example.com/sitemap.xml'),
    ).rejects.toThrow(/Protection against requests into your network is not active/);
    expect(sent).toEqual([]);
  });

  it('an intranet rule that cannot be removed again loses protection: the next fetch is refused', async () => {
    let calls = 0;
    const dnr = {
      async updateSessionRules(o: { addRules?: { action: { type: string } }[] }) {
        calls += 1;
        // The start-up block rules and the allow rule go in; from then on the browser refuses
        // every update (removing the allow rule, and installing the block rules again).
        if (calls >= 3) throw new Error(`quota exceeded (${o.addRules?.length ?? 0} rules)`);
      },
    } as unknown as NonNullable<RequestGuardDeps['dnr']>;
    const guard = createRequestGuard({ ...BASE, dnr, webRequest, blocking: false });
    const ready = await guard.prepare('http://intranet/robots.txt', 'http://intranet');
    expect('release' in ready).toBe(true);
    if ('release' in ready) ready.release();
    const next = await guard.prepare('https://example.com/robots.txt', 'https://example.com');
    expect(next).toMatchObject({ inactive: true });
    expect(guard.protection()).toMatchObject({ active: false });
  });
});

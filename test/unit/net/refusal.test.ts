import { describe, expect, it } from 'vitest';
import { HOST_CLASS_WORDS, type HostClass } from '@/lib/net/classifyHost';
import { explainChain } from '@/lib/net/redirectChains';
import { type Refusal, readRefusal, refusalMessage, refusePrivate } from '@/lib/net/refusal';

// Issue 18: the request guard's refusal is a code with its host class (docs/security.md: the
// user's network is refused); its English message travels and is read back for the UI.
describe('refusalMessage / readRefusal', () => {
  const hosts = Object.keys(HOST_CLASS_WORDS) as HostClass[];

  it.each(hosts)('reads back a refused %s host and a redirect to one', (host) => {
    const direct: Refusal = { code: 'private-host', url: 'http://10.0.0.1/sitemap.xml', host };
    const hop: Refusal = {
      code: 'private-redirect',
      url: 'https://a.example/robots.txt',
      target: 'http://127.0.0.1/x',
      host,
    };
    expect(readRefusal(refusalMessage(direct))).toEqual(direct);
    expect(readRefusal(refusalMessage(hop))).toEqual(hop);
  });

  it('reads back an inactive guard with its reason verbatim (parentheses and all)', () => {
    const refusal: Refusal = {
      code: 'guard-inactive',
      url: 'https://a.example/robots.txt',
      reason: 'the browser refused the blocking rules (Internal error)',
    };
    expect(readRefusal(refusalMessage(refusal))).toEqual(refusal);
  });

  it('keeps the English words the report and audit records had', () => {
    expect(
      refusalMessage({ code: 'private-host', url: 'http://127.0.0.1/', host: 'loopback' }),
    ).toBe('refused: http://127.0.0.1/ is a loopback address (this computer)');
  });

  it('reads what the explorer and the chain reader write', () => {
    const reason = refusePrivate('https://example.com')('http://192.168.1.1/sitemap.xml');
    expect(readRefusal(reason ?? '')).toEqual({
      code: 'private-host',
      url: 'http://192.168.1.1/sitemap.xml',
      host: 'private-network',
    });
    const chain = explainChain(
      {
        urls: ['https://a.example/robots.txt', 'http://[::1]/x'],
        error: 'net::ERR_BLOCKED_BY_CLIENT',
      },
      'https://a.example',
    );
    expect(readRefusal(chain?.message ?? '')).toEqual({
      code: 'private-redirect',
      url: 'https://a.example/robots.txt',
      target: 'http://[::1]/x',
      host: 'loopback',
    });
  });

  it('cuts each URL at 200 characters (docs/security.md), and the cut message still reads back', () => {
    const long = `http://10.0.0.1/${'a'.repeat(300)}`;
    const message = refusalMessage({
      code: 'private-redirect',
      url: `https://a.example/${'b'.repeat(300)}`,
      target: long,
      host: 'private-network',
    });
    expect(message).toBe(
      `refused: https://a.example/${'b'.repeat(182)}… (cut) redirected to ${long.slice(0, 200)}… (cut), a private-network address`,
    );
    expect(readRefusal(message)).toMatchObject({
      code: 'private-redirect',
      host: 'private-network',
    });
    // Rebuilding a message from what it reads back gives the same message: cutting twice is once.
    const again = readRefusal(message);
    expect(again && refusalMessage(again)).toBe(message);
  });

  it('any other text is not a refusal', () => {
    expect(readRefusal('Failed to fetch')).toBeNull();
    expect(readRefusal('refused: something else')).toBeNull();
    expect(
      readRefusal('fetch failed: refused: http://10.0.0.1/ is a link-local address'),
    ).toBeNull();
  });
});

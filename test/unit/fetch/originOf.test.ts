import { describe, expect, it } from 'vitest';
import { originOf } from '@/lib/fetch/origin';

// RFC 9309 §2.3: robots.txt is per scheme, host and port. docs/design.md "Limits and bad input":
// non-web pages are "not applicable", not errors.
describe('originOf', () => {
  it.each([
    ['https://example.com/a/b?q=1#f', 'https://example.com'],
    ['http://example.com/', 'http://example.com'],
    ['HTTPS://EXAMPLE.com/x', 'https://example.com'],
    ['https://example.com:443/x', 'https://example.com'], // default port dropped
    ['http://example.com:80/x', 'http://example.com'],
    ['https://example.com:8443/x', 'https://example.com:8443'], // non-default port kept
    ['http://127.0.0.1:8080/page', 'http://127.0.0.1:8080'],
    ['http://[::1]:8080/x', 'http://[::1]:8080'], // IPv6 stays bracketed
    ['https://[2001:db8::1]/x', 'https://[2001:db8::1]'],
    ['https://user:pass@example.com/x', 'https://example.com'], // credentials never reach the key
    ['https://bücher.example/x', 'https://xn--bcher-kva.example'], // one key per IDN
    ['https://example.com', 'https://example.com'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toEqual({ ok: true, origin, robotsUrl: `${origin}/robots.txt` });
  });

  it.each([
    ['chrome://extensions/', 'chrome'],
    ['about:blank', 'about'],
    ['file:///home/me/robots.txt', 'file'],
    ['data:text/plain,hi', 'data'],
    ['chrome-extension://abcdef/popup.html', 'chrome-extension'],
    ['moz-extension://1234/popup.html', 'moz-extension'],
    ['javascript:alert(1)', 'javascript'],
    ['view-source:https://example.com/', 'view-source'],
    ['blob:https://example.com/0e1c', 'blob'],
    ['ftp://example.com/', 'ftp'],
    ['edge://settings', 'edge'],
  ])('%s is not applicable (scheme %s)', (url, scheme) => {
    const result = originOf(url);
    expect(result).toMatchObject({ ok: false, reason: 'not-applicable', scheme });
    expect(result.ok || result.message).toContain(`${scheme}:`);
  });

  it.each(['', 'not a url', '/relative/path', 'http://'])(
    'unparsable %j is not applicable',
    (url) => {
      expect(originOf(url)).toMatchObject({ ok: false, reason: 'not-applicable', scheme: '' });
    },
  );
});

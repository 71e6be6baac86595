import { describe, expect, it } from 'vitest';
import { classifyHost, refusalFor } from '@/lib/net/classifyHost';
import { refusePrivate } from '@/lib/net/refusal';

/** Hosts as `new URL(url).hostname` gives them: the parser normalises odd spellings first. */
const hostOf = (url: string) => new URL(url).hostname;

describe("classifyHost (docs/security.md: the user's own network)", () => {
  it.each([
    // RFC 1122 §3.2.1.3 / RFC 6890: loopback, private (RFC 1918), link-local (RFC 3927)
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.255.1.2:8080/', 'loopback'],
    ['http://10.0.0.1/', 'private-network'],
    ['http://172.16.0.1/', 'private-network'],
    ['http://172.31.255.255/', 'private-network'],
    ['http://192.168.1.1/', 'private-network'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://0.0.0.0/', 'unspecified'],
    // WHATWG URL IPv4 parser: hex, octal, short and single-number spellings become dotted quads
    ['http://0x7f.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://017700000001/', 'loopback'],
    ['http://0x0a.0.0.1/', 'private-network'],
    ['http://127.1/', 'loopback'],
    ['http://0/', 'unspecified'],
    // IPv6 (RFC 4291): loopback, unique-local fc00::/7, link-local fe80::/10, IPv4-mapped
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::]/', 'unspecified'],
    ['http://[fc00::1]/', 'unique-local'],
    ['http://[fdff:1234::1]/', 'unique-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[febf::1]/', 'link-local'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://[::ffff:10.1.2.3]/', 'private-network'],
    ['http://[::ffff:192.168.0.1]/', 'private-network'],
    ['http://[::127.0.0.1]/', 'loopback'],
    // Names that resolve inside the user's network
    ['http://localhost/', 'local-name'],
    ['http://LOCALHOST./', 'local-name'],
    ['http://admin.localhost/', 'local-name'],
    ['http://printer.local/', 'local-name'],
    ['http://metadata.google.internal/', 'local-name'],
    ['http://intranet/', 'single-label'],
    ['http://router:8080/', 'single-label'],
  ])('%s is %s', (url, expected) => {
    expect(classifyHost(hostOf(url))).toBe(expected);
  });

  it.each([
    'http://example.com/',
    'https://www.example.co.uk/',
    'http://8.8.8.8/',
    'http://172.15.0.1/',
    'http://172.32.0.1/',
    'http://192.169.0.1/',
    'http://169.253.1.1/',
    'http://11.0.0.1/',
    'http://[2001:db8::1]/',
    'http://[fec0::1]/', // site-local was deprecated (RFC 3879); not fe80::/10
    'http://[::ffff:8.8.8.8]/',
    'http://127.example.com/', // a domain whose first label is a number is not an address
    'http://localhost.example.com/',
    'http://local.example/',
    'http://xn--nxasmq6b.example/',
  ])('%s is public', (url) => {
    expect(classifyHost(hostOf(url))).toBeNull();
  });
});

describe('refusalFor', () => {
  it('refuses a private target of a public page, in words', () => {
    expect(refusalFor('http://127.0.0.1:9/admin?delete=1', 'https://example.com')).toBe(
      'a loopback address (this computer)',
    );
    expect(refusalFor('http://10.0.0.1/sitemap.xml', null)).toBe('a private-network address');
  });

  it('lets an intranet page fetch its own site: same host and port, either scheme', () => {
    expect(refusalFor('http://intranet/robots.txt', 'http://intranet')).toBeNull();
    expect(refusalFor('https://intranet/robots.txt', 'http://intranet')).toBeNull();
    expect(refusalFor('http://127.0.0.1:3000/robots.txt', 'http://127.0.0.1:3000')).toBeNull();
    expect(refusalFor('http://0x7f.0.0.1:3000/robots.txt', 'http://127.0.0.1:3000')).toBeNull();
  });

  it('still refuses another private site from an intranet page, another port included', () => {
    expect(refusalFor('http://10.0.0.5/', 'http://intranet')).toBe('a private-network address');
    expect(refusalFor('http://127.0.0.1:8080/admin', 'http://127.0.0.1:3000')).toBe(
      'a loopback address (this computer)',
    );
  });

  it('lets public URLs and non-URLs through (the fetch reports a bad URL itself)', () => {
    expect(refusalFor('https://example.com/robots.txt', null)).toBeNull();
    expect(refusalFor('not a url', null)).toBeNull();
  });
});

describe("refusePrivate (the sitemap explorer's `refuse` option)", () => {
  it("names the refused URL and why; lets the page's own site and public URLs through", () => {
    const refuse = refusePrivate('https://example.com');
    expect(refuse('http://10.0.0.1/sitemap.xml')).toBe(
      'refused: http://10.0.0.1/sitemap.xml is a private-network address',
    );
    expect(refuse('https://example.com/sitemap.xml')).toBeNull();
    expect(refusePrivate('http://intranet')('http://intranet/sitemap.xml')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { exploreSitemaps } from '@/lib/sitemaps';
import { DOCTYPE_REJECTED } from '@/lib/sitemaps/parseSitemap';
import { fakeSite, gzip, urlset } from '@/test/support/fakeSite';
import { signal } from '@/test/support/signal';

const S = 'https://shop.example/sitemap.xml';
const allowAll = () => true;
const MiB = 1024 * 1024;

async function explore(route: Parameters<typeof fakeSite>[0][string], limits = {}) {
  const site = fakeSite({ [S]: route });
  return exploreSitemaps([S], { fetch: site.fetch, isAllowed: allowAll, limits });
}

// Issue 6: "Bad input is a result, never an exception" — each is one files[] entry of kind error.
describe('exploreSitemaps: bad input is a result', () => {
  it.each([
    ['404', () => new Response('gone', { status: 404 }), 'HTTP 404'],
    ['503', () => new Response('', { status: 503 }), 'HTTP 503'],
    [
      'network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'fetch failed: Failed to fetch',
    ],
    [
      'HTML served as XML',
      '<!DOCTYPE html><html><body>Welcome</body></html>',
      'served HTML, not a sitemap (root <html>)',
    ],
    [
      'billion laughs',
      `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><urlset><url><loc>https://shop.example/&b;</loc></url></urlset>`,
      DOCTYPE_REJECTED,
    ],
    [
      'not gzip despite the magic bytes',
      new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4]),
      expect.stringMatching(/^invalid gzip data/),
    ],
    ['a body over maxBytes', 'x'.repeat(2000), 'body is larger than 1000 B'],
  ])('%s', async (_name, route, error) => {
    const report = await explore(route, { maxBytes: 1000 });
    expect(report.files).toHaveLength(1);
    expect(report.files[0]).toMatchObject({ url: S, kind: 'error', urls: 0, depth: 1, error });
    expect(report).toMatchObject({ urlCount: 0, cancelled: false });
  });

  it('malformed XML carries the parser reason', async () => {
    const report = await explore('<urlset><url><loc>https://shop.example/</url></urlset>');
    expect(report.files[0]?.error).toMatch(/^malformed XML: Expected closing tag 'loc'/);
  });

  it('a URL that is not http(s) is an error entry and is never fetched', async () => {
    const site = fakeSite({});
    const report = await exploreSitemaps(['ftp://shop.example/s.xml', 'not a url'], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.files.map((f) => f.error)).toEqual(['not an http(s) URL', 'not an http(s) URL']);
    expect(site.calls).toHaveLength(0);
  });

  it('a fetch that never answers times out per file, and the next file still runs', async () => {
    const other = 'https://shop.example/other.xml';
    const site = fakeSite({
      [S]: () => new Promise<Response>(() => {}), // ignores its signal, too
      [other]: urlset(['https://shop.example/a']),
    });
    const report = await exploreSitemaps([S, other], {
      fetch: site.fetch,
      isAllowed: allowAll,
      limits: { timeoutMs: 30, perHost: 1 }, // one at a time: the budget is the first file's alone
    });
    expect(report.files[0]?.error).toBe('timed out after 0.03 s');
    expect(report.files[1]).toMatchObject({ kind: 'urlset', urls: 1 });
  });
});

describe('exploreSitemaps: gzip decided by the magic bytes 1f 8b', () => {
  const xml = urlset(['https://shop.example/a', 'https://shop.example/b']);

  it.each([
    ['.gz with a gzip type', 'application/gzip'],
    ['.gz sent as text/plain', 'text/plain'],
    ['.gz sent as application/xml', 'application/xml'],
  ])('gunzips %s', async (_name, type) => {
    const body = gzip(xml);
    const report = await explore(() => new Response(body, { headers: { 'content-type': type } }));
    expect(report.files[0]).toMatchObject({ kind: 'urlset', urls: 2, gzipped: true });
    expect(report.files[0]?.bytes).toBe(new TextEncoder().encode(xml).byteLength);
  });

  it('reads a .gz name already decoded by the browser as plain XML', async () => {
    const gz = 'https://shop.example/sitemap.xml.gz';
    const site = fakeSite({ [gz]: xml });
    const report = await exploreSitemaps([gz], { fetch: site.fetch, isAllowed: allowAll });
    expect(report.files[0]).toMatchObject({ kind: 'urlset', urls: 2, gzipped: false });
  });

  it('stops a gzip bomb at the 50 MiB cap with a clear error', async () => {
    // A bomb that passes every check but the cap: a urlset root, then 60 MiB of whitespace.
    const head = new TextEncoder().encode('<?xml version="1.0"?><urlset>');
    const body = new Uint8Array(head.byteLength + 60 * MiB).fill(0x20);
    body.set(head);
    const bomb = gzip(body); // ~60 KiB on the wire
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const report = await explore(() => new Response(bomb));
    expect(report.files[0]).toEqual({
      url: S,
      kind: 'error',
      urls: 0,
      depth: 1,
      error: 'gzip body expands beyond 50 MiB; stopped (gzip bomb protection)',
    });
  });

  it('a bomb of zeros stops at its first bytes: it is not XML', async () => {
    const report = await explore(() => new Response(gzip(new Uint8Array(60 * MiB))));
    expect(report.files[0]?.error).toMatch(/^malformed XML: text before the root element/);
  });
});

describe('exploreSitemaps: cancellation', () => {
  it('stops promptly when the signal aborts mid-fetch, reports cancelled, never throws', async () => {
    const controller = new AbortController();
    const second = 'https://shop.example/second.xml';
    const secondAsked = signal();
    const site = fakeSite({
      [S]: urlset(['https://shop.example/a']),
      [second]: () => {
        secondAsked.resolve();
        return new Promise<Response>(() => {});
      },
      'https://shop.example/third.xml': urlset(['https://shop.example/c']),
    });
    // The second fetch never answers: only the abort can end this test before its timeout.
    const run = exploreSitemaps([S, second, 'https://shop.example/third.xml'], {
      fetch: site.fetch,
      isAllowed: allowAll,
      signal: controller.signal,
      limits: { perHost: 1 }, // one at a time, so the third is still waiting when Cancel comes
    });
    await secondAsked.promise; // the second fetch is in flight: abort now
    controller.abort();
    const report = await run;
    expect(report.cancelled).toBe(true);
    expect(report.files.map((f) => f.url)).toEqual([S]);
    expect(site.urls()).toEqual([S, second]);
    expect(report.urlCount).toBe(1);
  });

  it('an already aborted signal fetches nothing', async () => {
    const site = fakeSite({ [S]: urlset(['https://shop.example/a']) });
    const report = await exploreSitemaps([S], {
      fetch: site.fetch,
      isAllowed: allowAll,
      signal: AbortSignal.abort(),
    });
    expect(report).toMatchObject({ cancelled: true, files: [], urlCount: 0 });
    expect(site.calls).toHaveLength(0);
  });
});

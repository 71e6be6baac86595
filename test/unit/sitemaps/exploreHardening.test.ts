import { describe, expect, it } from 'vitest';
import { exploreSitemaps } from '@/lib/sitemaps';
import { fakeSite, sitemapIndex, urlset } from '@/test/support/fakeSite';

const ORIGIN = 'https://shop.example';
const allowAll = () => true;
const PRIVATE = 'private network address (docs/design.md "Sitemap explorer")';
const refuseLocal = (url: string) => (new URL(url).hostname === '127.0.0.1' ? PRIVATE : null);

/** A body that never ends: `<url>` entries for as long as someone reads, counting the pulls. */
function endlessUrlset() {
  let pulls = 0;
  let n = 0;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('<?xml version="1.0"?><urlset>'));
    },
    pull(controller) {
      pulls++;
      let chunk = '';
      for (let i = 0; i < 200; i++) chunk += `<url><loc>${ORIGIN}/p/${n++}</loc></url>`;
      controller.enqueue(encoder.encode(chunk));
    },
  });
  return { body, pulls: () => pulls };
}

// Issue 12 case 1 and issue 17 point 5: the caller's guard decides, before anything is read.
describe('exploreSitemaps: refuse', () => {
  it('a refused sitemap, index child or redirect target is an error entry, never read', async () => {
    const redirected = `${ORIGIN}/moved.xml`;
    const site = fakeSite({
      [`${ORIGIN}/index.xml`]: sitemapIndex(['http://127.0.0.1:8080/admin.xml', redirected]),
      [redirected]: () => {
        const response = new Response(urlset([`${ORIGIN}/never`]));
        Object.defineProperty(response, 'url', { value: 'http://127.0.0.1/landed.xml' });
        return response;
      },
    });
    const report = await exploreSitemaps(['http://127.0.0.1/s.xml', `${ORIGIN}/index.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
      refuse: refuseLocal,
      limits: { perHost: 1 },
    });
    expect(report.files.map((f) => [f.url, f.kind, f.error])).toEqual([
      ['http://127.0.0.1/s.xml', 'error', PRIVATE],
      [`${ORIGIN}/index.xml`, 'sitemapindex', undefined],
      ['http://127.0.0.1:8080/admin.xml', 'error', PRIVATE],
      [redirected, 'error', `redirected: ${PRIVATE}`],
    ]);
    expect(site.urls()).toEqual([`${ORIGIN}/index.xml`, redirected]);
    expect(report.urlCount).toBe(0);
  });

  it('a very long reason is cut', async () => {
    const report = await exploreSitemaps([`${ORIGIN}/s.xml`], {
      fetch: fakeSite({}).fetch,
      isAllowed: allowAll,
      refuse: () => 'x'.repeat(10_000),
    });
    expect(report.files[0]?.error?.length).toBeLessThan(400);
  });
});

// docs/design.md "Sitemap explorer" (scope; sitemaps.org "Sitemaps & Cross Submits"): gov.uk's layout is an index at
// /sitemap.xml whose children in /sitemaps/ list pages all over the host.
describe('exploreSitemaps: scope of sitemaps listed in robots.txt', () => {
  it('pages anywhere on the robots.txt host are in scope; other hosts are counted and named', async () => {
    const gov = 'https://www.gov.uk';
    const site = fakeSite({
      [`${gov}/sitemap.xml`]: sitemapIndex([`${gov}/sitemaps/sitemap_1.xml`]),
      [`${gov}/sitemaps/sitemap_1.xml`]: urlset([
        `${gov}/browse/benefits`,
        `${gov}/government/organisations`,
        'https://assets.publishing.service.gov.uk/a.pdf',
        'https://assets.publishing.service.gov.uk/b.pdf',
        'http://www.gov.uk/insecure',
      ]),
    });
    const report = await exploreSitemaps([`${gov}/sitemap.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
      robotsUrl: `${gov}/robots.txt`,
    });
    expect(report.scopeWarningCount).toBe(0);
    expect(report.otherHostCount).toBe(3);
    expect(report.otherHosts).toEqual([
      { origin: 'https://assets.publishing.service.gov.uk', count: 2 },
      { origin: 'http://www.gov.uk', count: 1 },
    ]);
    expect(report.urlCount).toBe(5);
  });

  it('keeps the first URLs with their verdict for the results and their export', async () => {
    const locs = [1, 2, 3].map((n) => `${ORIGIN}/p/${n}`);
    const report = await exploreSitemaps([`${ORIGIN}/s.xml`], {
      fetch: fakeSite({ [`${ORIGIN}/s.xml`]: urlset(locs) }).fetch,
      isAllowed: (url) => !url.endsWith('/2'),
      limits: { maxKept: 2 },
    });
    expect(report.listed).toEqual([
      { url: locs[0], allowed: true },
      { url: locs[1], allowed: false },
    ]);
  });
});

// Issue 17: index children 2–4 at a time per host, polite and bounded.
describe('exploreSitemaps: concurrency', () => {
  it('fetches at most perHost files of one host at a time, hosts side by side', async () => {
    const children = [1, 2, 3, 4, 5, 6, 7].map((n) => `${ORIGIN}/s${n}.xml`);
    const cdn = [1, 2].map((n) => `https://cdn.example/s${n}.xml`);
    const open = new Map<string, number>();
    let most = 0;
    let mostOverall = 0;
    const site = fakeSite({ [`${ORIGIN}/index.xml`]: sitemapIndex([...children, ...cdn]) });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('index.xml')) return site.fetch(input, init);
      const host = new URL(url).host;
      open.set(host, (open.get(host) ?? 0) + 1);
      most = Math.max(most, open.get(host) ?? 0);
      mostOverall = Math.max(
        mostOverall,
        [...open.values()].reduce((a, b) => a + b, 0),
      );
      // Answer on a later task, so the explorer has the chance to start more.
      await new Promise((resolve) => setTimeout(resolve, 0));
      open.set(host, (open.get(host) ?? 1) - 1);
      return new Response(urlset([`${url}/page`]));
    }) as typeof globalThis.fetch;
    const report = await exploreSitemaps([`${ORIGIN}/index.xml`], {
      fetch,
      isAllowed: allowAll,
      limits: { perHost: 3 },
    });
    expect(most).toBe(3);
    expect(mostOverall).toBe(5); // three of shop.example and both of cdn.example
    expect(report.urlCount).toBe(9);
    // Files are listed in document order, whatever order they finished in.
    expect(report.files.map((f) => f.url)).toEqual([
      `${ORIGIN}/index.xml`,
      ...children.slice(0, 3),
      ...cdn,
      ...children.slice(3),
    ]);
  });
});

// docs/design.md "Sitemap explorer" (Cancel within 100 ms): the explorer yields between chunks and Cancel stops it promptly.
describe('exploreSitemaps: cancel an endless body', () => {
  it('yields to the event loop, so an abort from another task ends it; partial counts kept', async () => {
    const endless = endlessUrlset();
    const controller = new AbortController();
    const explored = exploreSitemaps([`${ORIGIN}/s.xml`], {
      fetch: (async () => new Response(endless.body)) as typeof fetch,
      isAllowed: allowAll,
      signal: controller.signal,
      limits: { maxUrls: Number.MAX_SAFE_INTEGER, maxTotalUrls: Number.MAX_SAFE_INTEGER },
    });
    // Runs only when the explorer gives the event loop a turn: the body never ends by itself.
    setImmediate(() => controller.abort());
    const report = await explored;
    const pullsAtEnd = endless.pulls();
    expect(report.cancelled).toBe(true);
    expect(report.urlCount).toBeGreaterThan(0);
    expect(report.files[0]).toMatchObject({
      kind: 'urlset',
      limit: { code: 'cancelled-reading' },
    });
    expect(endless.pulls()).toBe(pullsAtEnd); // nothing read after the end
  });

  it('stops within one piece of the abort: no more than 64 KiB read after it', async () => {
    const endless = endlessUrlset();
    const controller = new AbortController();
    let pullsAtAbort = 0;
    let seen = 0;
    const report = await exploreSitemaps([`${ORIGIN}/s.xml`], {
      fetch: (async () => new Response(endless.body)) as typeof fetch,
      isAllowed: () => {
        if (++seen === 1000) {
          pullsAtAbort = endless.pulls();
          controller.abort();
        }
        return true;
      },
      signal: controller.signal,
      limits: { maxUrls: Number.MAX_SAFE_INTEGER, maxTotalUrls: Number.MAX_SAFE_INTEGER },
    });
    expect(report.cancelled).toBe(true);
    expect(endless.pulls() - pullsAtAbort).toBeLessThanOrEqual(2); // the stream's read-ahead
    expect(report.urlCount).toBeLessThan(1000 + 200 * 2);
  });
});

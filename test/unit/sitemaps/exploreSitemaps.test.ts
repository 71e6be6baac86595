import { describe, expect, it, vi } from 'vitest';
import { exploreSitemaps } from '@/lib/sitemaps';
import { fakeSite, sitemapIndex, urlset } from '@/test/support/fakeSite';

const ORIGIN = 'https://shop.example';
const allowAll = () => true;

describe('exploreSitemaps: counting and gating', () => {
  it('counts the URLs of a urlset and gates each through isAllowed', async () => {
    const site = fakeSite({
      [`${ORIGIN}/sitemap.xml`]: urlset([`${ORIGIN}/a`, `${ORIGIN}/private/b`, `${ORIGIN}/c`]),
    });
    const isAllowed = vi.fn((url: string) => !url.includes('/private/'));
    const report = await exploreSitemaps([`${ORIGIN}/sitemap.xml`], {
      fetch: site.fetch,
      isAllowed,
    });
    expect(report).toMatchObject({
      urlCount: 3,
      disallowedCount: 1,
      disallowed: [`${ORIGIN}/private/b`],
      truncated: false,
      cancelled: false,
    });
    expect(report.files).toEqual([
      {
        url: `${ORIGIN}/sitemap.xml`,
        kind: 'urlset',
        urls: 3,
        depth: 1,
        bytes: expect.any(Number),
        gzipped: false,
      },
    ]);
    expect(isAllowed).toHaveBeenCalledTimes(3);
    expect(site.calls[0]?.init?.credentials).toBe('omit');
  });

  it('lists the first disallowed URLs with the rule that blocks each (explain only for those)', async () => {
    const locs = [1, 2, 3, 4, 5].map((n) => `${ORIGIN}/private/${n}`);
    const site = fakeSite({ [`${ORIGIN}/s.xml`]: urlset(locs) });
    const rule = { directive: 'disallow' as const, pattern: '/private/', line: 3 };
    const explain = vi.fn(() => ({ allowed: false, rule }));
    const report = await exploreSitemaps([`${ORIGIN}/s.xml`], {
      fetch: site.fetch,
      isAllowed: () => false,
      explain,
      limits: { maxListed: 2 },
    });
    expect(report.disallowedCount).toBe(5);
    expect(report.disallowed).toEqual(locs.slice(0, 2));
    expect(report.disallowedDetails).toEqual([
      { url: locs[0], rule },
      { url: locs[1], rule },
    ]);
    expect(explain).toHaveBeenCalledTimes(2);
  });

  it('counts only http(s) locations: javascript:, relative and empty ones are skipped', async () => {
    const site = fakeSite({
      [`${ORIGIN}/s.xml`]: urlset([
        `${ORIGIN}/ok`,
        'javascript:alert(1)',
        '/relative',
        'ftp://x/y',
        '',
      ]),
    });
    const isAllowed = vi.fn(allowAll);
    const report = await exploreSitemaps([`${ORIGIN}/s.xml`], { fetch: site.fetch, isAllowed });
    expect(report.urlCount).toBe(1);
    expect(report.skippedCount).toBe(4);
    expect(report.skipped).toEqual(['javascript:alert(1)', '/relative', 'ftp://x/y', '']);
    expect(report.files[0]).toMatchObject({ urls: 1, skipped: 4 });
    expect(isAllowed).toHaveBeenCalledWith(`${ORIGIN}/ok`);
    expect(isAllowed).toHaveBeenCalledTimes(1);
  });

  it('counts a page URL listed twice twice, and reports the duplicate', async () => {
    const site = fakeSite({
      [`${ORIGIN}/a.xml`]: urlset([`${ORIGIN}/x`, `${ORIGIN}/y`]),
      [`${ORIGIN}/b.xml`]: urlset([`${ORIGIN}/x`]),
    });
    const report = await exploreSitemaps([`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.urlCount).toBe(3);
    expect(report.duplicateUrls).toBe(1);
  });

  it('reports the lastmod range per file and overall; unparseable values are counted', async () => {
    const site = fakeSite({
      [`${ORIGIN}/a.xml`]: urlset([
        { loc: `${ORIGIN}/1`, lastmod: '2024-01-02' },
        { loc: `${ORIGIN}/2`, lastmod: '2023-05-06T10:00:00+02:00' },
        { loc: `${ORIGIN}/3`, lastmod: 'last tuesday' },
      ]),
      [`${ORIGIN}/b.xml`]: urlset([{ loc: `${ORIGIN}/4`, lastmod: '2025-03-01T00:00Z' }]),
    });
    const report = await exploreSitemaps([`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.files[0]).toMatchObject({
      lastmodMin: '2023-05-06T08:00:00.000Z',
      lastmodMax: '2024-01-02T00:00:00.000Z',
    });
    expect(report.lastmodMin).toBe('2023-05-06T08:00:00.000Z');
    expect(report.lastmodMax).toBe('2025-03-01T00:00:00.000Z');
    expect(report.invalidLastmod).toBe(1);
  });

  it('calls onProgress after each file with the running counts', async () => {
    const site = fakeSite({
      [`${ORIGIN}/index.xml`]: sitemapIndex([`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`]),
      [`${ORIGIN}/a.xml`]: urlset([`${ORIGIN}/1`, `${ORIGIN}/2`]),
      [`${ORIGIN}/b.xml`]: urlset([`${ORIGIN}/3`]),
    });
    const progress: { files: number; urls: number }[] = [];
    await exploreSitemaps([`${ORIGIN}/index.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
      limits: { perHost: 1 }, // one file at a time: the counts follow document order
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([
      { files: 1, urls: 0 },
      { files: 2, urls: 2 },
      { files: 3, urls: 3 },
    ]);
  });
});

describe('exploreSitemaps: scope (sitemaps.org "Sitemap file location")', () => {
  it('warns about URLs outside the sitemap directory, host or protocol', async () => {
    const sitemap = `${ORIGIN}/catalog/sitemap.xml`;
    const site = fakeSite({
      [sitemap]: urlset([
        `${ORIGIN}/catalog/shoes`,
        `${ORIGIN}/images/logo.png`,
        'https://other.example/catalog/x',
        'http://shop.example/catalog/y',
        'https://SHOP.example:443/catalog/z',
      ]),
    });
    const report = await exploreSitemaps([sitemap], { fetch: site.fetch, isAllowed: allowAll });
    expect(report.scopeWarningCount).toBe(3);
    expect(report.files[0]?.outOfScope).toBe(3);
    expect(report.scopeWarnings.map((w) => [w.url, w.reason])).toEqual([
      [`${ORIGIN}/images/logo.png`, expect.stringContaining('outside /catalog/')],
      ['https://other.example/catalog/x', expect.stringContaining('same host')],
      ['http://shop.example/catalog/y', expect.stringContaining('same protocol')],
    ]);
  });

  it('warns about an index listing a sitemap on another site, and still explores it', async () => {
    const site = fakeSite({
      [`${ORIGIN}/index.xml`]: sitemapIndex(['https://cdn.example/s.xml']),
      'https://cdn.example/s.xml': urlset(['https://cdn.example/a']),
    });
    const report = await exploreSitemaps([`${ORIGIN}/index.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.scopeWarnings).toEqual([
      {
        sitemap: `${ORIGIN}/index.xml`,
        url: 'https://cdn.example/s.xml',
        reason: expect.stringContaining('same host'),
      },
    ]);
    expect(report.urlCount).toBe(1);
  });
});

describe('exploreSitemaps: indexes, seen-set and depth', () => {
  it('recurses into an index depth first, in document order', async () => {
    const site = fakeSite({
      [`${ORIGIN}/index.xml`]: sitemapIndex([`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`]),
      [`${ORIGIN}/a.xml`]: urlset([`${ORIGIN}/1`]),
      [`${ORIGIN}/b.xml`]: urlset([`${ORIGIN}/2`, `${ORIGIN}/3`]),
    });
    const report = await exploreSitemaps([`${ORIGIN}/index.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.files.map((f) => [f.url, f.kind, f.urls, f.depth, f.parent])).toEqual([
      [`${ORIGIN}/index.xml`, 'sitemapindex', 2, 1, undefined],
      [`${ORIGIN}/a.xml`, 'urlset', 1, 2, `${ORIGIN}/index.xml`],
      [`${ORIGIN}/b.xml`, 'urlset', 2, 2, `${ORIGIN}/index.xml`],
    ]);
    expect(report.urlCount).toBe(3);
  });

  it('fetches a duplicate sitemap URL once (input, index, fragment)', async () => {
    const site = fakeSite({
      [`${ORIGIN}/index.xml`]: sitemapIndex([`${ORIGIN}/a.xml`, `${ORIGIN}/a.xml#again`]),
      [`${ORIGIN}/a.xml`]: urlset([`${ORIGIN}/1`]),
    });
    const report = await exploreSitemaps(
      [`${ORIGIN}/a.xml`, `${ORIGIN}/index.xml`, `${ORIGIN}/a.xml`],
      { fetch: site.fetch, isAllowed: allowAll },
    );
    expect(site.urls()).toEqual([`${ORIGIN}/a.xml`, `${ORIGIN}/index.xml`]);
    expect(report.duplicateSitemaps).toBe(3);
    expect(report.urlCount).toBe(1);
  });

  it('ends on a self-referencing index and on a cycle of two', async () => {
    const site = fakeSite({
      [`${ORIGIN}/self.xml`]: sitemapIndex([`${ORIGIN}/self.xml`, `${ORIGIN}/other.xml`]),
      [`${ORIGIN}/other.xml`]: sitemapIndex([`${ORIGIN}/self.xml`]),
    });
    const report = await exploreSitemaps([`${ORIGIN}/self.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(site.urls()).toEqual([`${ORIGIN}/self.xml`, `${ORIGIN}/other.xml`]);
    expect(report.duplicateSitemaps).toBe(2);
    expect(report.truncated).toBe(false);
  });

  it('stops at maxDepth: the deepest index is reported, its children not fetched', async () => {
    const site = fakeSite({
      [`${ORIGIN}/1.xml`]: sitemapIndex([`${ORIGIN}/2.xml`]),
      [`${ORIGIN}/2.xml`]: sitemapIndex([`${ORIGIN}/3.xml`]),
      [`${ORIGIN}/3.xml`]: sitemapIndex([`${ORIGIN}/4.xml`]),
      [`${ORIGIN}/4.xml`]: urlset([`${ORIGIN}/deep`]),
    });
    const report = await exploreSitemaps([`${ORIGIN}/1.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(site.urls()).toEqual([`${ORIGIN}/1.xml`, `${ORIGIN}/2.xml`, `${ORIGIN}/3.xml`]);
    expect(report.truncated).toBe(true);
    expect(report.files[2]).toMatchObject({
      kind: 'sitemapindex',
      urls: 1,
      depth: 3,
      limit: { code: 'depth', max: 3, notFetched: 1 },
    });
    expect(report.limits).toEqual([
      { code: 'depth', max: 3, notFetched: 1, url: `${ORIGIN}/3.xml` },
    ]);
  });
});

describe('exploreSitemaps: caps', () => {
  it('counts at most 50,000 URLs per file (sitemaps.org), then truncated', async () => {
    const locs = Array.from({ length: 50_001 }, (_, i) => `${ORIGIN}/p/${i}`);
    const site = fakeSite({ [`${ORIGIN}/big.xml`]: urlset(locs) });
    const report = await exploreSitemaps([`${ORIGIN}/big.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report.urlCount).toBe(50_000);
    expect(report.truncated).toBe(true);
    expect(report.files[0]).toMatchObject({
      urls: 50_000,
      limit: { code: 'file-urls', max: 50_000 },
    });
  });

  it('exactly 50,000 URLs is not truncated', async () => {
    const locs = Array.from({ length: 50_000 }, (_, i) => `${ORIGIN}/p/${i}`);
    const site = fakeSite({ [`${ORIGIN}/big.xml`]: urlset(locs) });
    const report = await exploreSitemaps([`${ORIGIN}/big.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
    });
    expect(report).toMatchObject({ urlCount: 50_000, truncated: false });
  });

  it('stops at maxTotalUrls over all files', async () => {
    const site = fakeSite({
      [`${ORIGIN}/a.xml`]: urlset([1, 2, 3].map((n) => `${ORIGIN}/a${n}`)),
      [`${ORIGIN}/b.xml`]: urlset([1, 2, 3].map((n) => `${ORIGIN}/b${n}`)),
      [`${ORIGIN}/c.xml`]: urlset([`${ORIGIN}/c`]),
    });
    const report = await exploreSitemaps(
      [`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`, `${ORIGIN}/c.xml`],
      {
        fetch: site.fetch,
        isAllowed: allowAll,
        limits: { maxTotalUrls: 5, perHost: 1 },
      },
    );
    expect(report.urlCount).toBe(5);
    expect(report.truncated).toBe(true);
    expect(site.urls()).not.toContain(`${ORIGIN}/c.xml`);
  });

  it('fetches at most maxFiles files', async () => {
    const children = [1, 2, 3, 4, 5].map((n) => `${ORIGIN}/s${n}.xml`);
    const routes = Object.fromEntries(children.map((url) => [url, urlset([`${url}/page`])]));
    const site = fakeSite({ ...routes, [`${ORIGIN}/index.xml`]: sitemapIndex(children) });
    const report = await exploreSitemaps([`${ORIGIN}/index.xml`], {
      fetch: site.fetch,
      isAllowed: allowAll,
      limits: { maxFiles: 3 },
    });
    expect(site.calls).toHaveLength(3);
    expect(report.files).toHaveLength(3);
    expect(report.truncated).toBe(true);
    expect(report.limits).toEqual([{ code: 'files', max: 3, notFetched: 3 }]);
  });
});

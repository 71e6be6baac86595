import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, startSite, type TestSite } from './support/site';

// Issue 6: the explorer in the built popup, against a local site with an index, a gzipped
// urlset, a self-reference and an HTML soft 404 (the site answers unknown paths with a page).
describe('the sitemap explorer in the popup (issue 6)', () => {
  let session: ExtensionSession;
  let site: TestSite;

  beforeAll(async () => {
    session = await launchExtension();
    site = await startSite();
    const o = site.origin;
    const urlset = (paths: string[]) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
        .map(
          (p) =>
            `<url><loc>${o}${p}</loc><lastmod>2026-0${paths.indexOf(p) + 1}-01</lastmod></url>`,
        )
        .join('')}</urlset>`;
    site.route(
      '/robots.txt',
      respond(
        200,
        `User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n\nSitemap: ${o}/sitemap_index.xml\n`,
      ),
    );
    site.route(
      '/sitemap_index.xml',
      respond(
        200,
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
          '/pages.xml.gz',
          '/sitemap_index.xml',
          '/missing.xml',
        ]
          .map((p) => `<sitemap><loc>${o}${p}</loc></sitemap>`)
          .join('')}</sitemapindex>`,
        { 'content-type': 'application/xml' },
      ),
    );
    const gz = gzipSync(urlset(['/', '/shoes', '/private/orders', '/private/invoices']));
    site.route('/pages.xml.gz', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.end(gz);
    });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('counts the listed URLs and names those robots.txt disallows', async () => {
    const page = await session.popup({ url: `${site.origin}/`, agent: 'Googlebot' });
    // The explorer sits in the Sitemaps section, closed at first (issue 14).
    await page.locator('#section-sitemaps > summary').click();
    await page.getByTestId('explore-sitemaps').click();
    const result = page.getByTestId('sitemap-result');
    await result.waitFor();
    expect(await result.getAttribute('data-urls')).toBe('4');
    expect(await result.getAttribute('data-disallowed')).toBe('2');
    const listed = await page.getByTestId('sitemap-disallowed').textContent();
    expect(listed).toContain(`${site.origin}/private/orders`);
    expect(listed).toContain('Disallow: /private (line 5)');
    expect(await result.textContent()).toContain('error: served HTML, not a sitemap');
    // the self-listing index was fetched once
    expect(site.hits('/sitemap_index.xml')).toHaveLength(1);
    expect(site.hits('/pages.xml.gz')[0]?.headers.cookie).toBeUndefined();
  });

  // Issue 14: a new crawler re-gates the result instead of discarding it.
  it('re-gates the result when the crawler changes', async () => {
    const page = await session.popup({ url: `${site.origin}/`, agent: 'Googlebot' });
    await page.locator('#section-sitemaps > summary').click();
    await page.getByTestId('explore-sitemaps').click();
    const result = page.getByTestId('sitemap-result');
    await result.waitFor();
    expect(await result.getAttribute('data-disallowed')).toBe('2');
    await page.getByTestId('agent-select').selectOption('GPTBot');
    await page
      .locator('[data-testid="sitemap-result"][data-agent="GPTBot"][aria-busy="false"]')
      .waitFor();
    expect(await result.getAttribute('data-disallowed')).toBe('4');
    expect(await result.getAttribute('data-urls')).toBe('4');
  });

  // Issue 14: Cancel keeps what was read and reads as cancelled, not as an error.
  it('Cancel keeps partial results', async () => {
    const other = await startSite();
    const o = other.origin;
    other.route(
      '/robots.txt',
      respond(200, `User-agent: *\nDisallow: /private\n\nSitemap: ${o}/endless.xml\n`),
    );
    other.route('/endless.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(`<?xml version="1.0"?><urlset><url><loc>${o}/first</loc></url>`);
      // never ends: only Cancel stops the explorer here
    });
    try {
      const page = await session.popup({ url: `${o}/`, agent: 'Googlebot' });
      await page.locator('#section-sitemaps > summary').click();
      await page.getByTestId('explore-sitemaps').click();
      await page.getByTestId('sitemap-progress').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.locator('[data-testid="sitemap-result"][data-cancelled="true"]').waitFor();
      expect(await page.locator('[role=alert]').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { type DualSite, startDualSite } from './support/dualSite';

// Issue 13 item 6 (docs/design.md fetch outcome table): `http://host/robots.txt` redirected to
// `https://host/robots.txt` (same host and port, only the scheme upgraded) is followed by
// default, the file's rules apply, and the report says so in a note (`https-upgrade`).
describe('robots.txt upgraded from HTTP to HTTPS, in Chromium (issue 13 item 6)', () => {
  let session: ExtensionSession;
  let site: DualSite;

  beforeAll(async () => {
    // The site's certificate is self-signed (test/fixtures/tls/README.md).
    session = await launchExtension({ args: ['--ignore-certificate-errors'] });
    site = await startDualSite({
      '/robots.txt': (scheme, _req, res) => {
        if (scheme === 'http') {
          res.writeHead(301, { location: `https://example.test:${site.port}/robots.txt` });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('User-agent: *\nDisallow: /private\n');
      },
    });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('is followed: fetched, the HTTPS file decides, and the upgrade is noted', async () => {
    const page = await session.popup({
      url: `http://example.test:${site.port}/private/a`,
      agent: 'Googlebot',
    });
    const verdict = page.getByTestId('verdict');
    await expect
      .poll(() => verdict.getAttribute('data-verdict'), { timeout: 10_000 })
      .not.toBe('loading');
    expect(await verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect((await verdict.getAttribute('data-caveat')) ?? '').not.toContain(
      'redirect-other-origin',
    );
    expect(await page.getByTestId('matched-rule').getAttribute('data-line')).toBe('2');
    expect(await page.getByTestId('snapshot').getAttribute('data-status')).toBe('fetched');
    const note = page.locator('[data-testid="warnings"] [data-code="https-upgrade"]');
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toContain(`https://example.test:${site.port}/robots.txt`);
    expect(site.requests.filter((r) => r.path === '/robots.txt').map((r) => r.scheme)).toEqual([
      'http',
      'https',
    ]);
    await page.close();
  });
});

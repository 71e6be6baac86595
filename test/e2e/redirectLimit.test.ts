import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { askReport } from './support/report';
import { respond, siteRegistry, type TestSite } from './support/site';

const TEXT = 'User-agent: *\nDisallow: /private\n';

// Issue 12 (docs/security.md "Google's redirect limit"): Google follows at most 5 redirects for
// robots.txt, then reads it as not found (RFC 9309 §2.3.1.2: "at least five"; Google Search
// Central, "How Google interprets the robots.txt specification", Handling of redirects). The
// browser follows 20 and reports each hop; the popup counts them.
describe("Google's 5-redirect limit in Chromium (issue 12)", () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension(); // *.test → 127.0.0.1
  });
  afterAll(async () => {
    await sites.closeAll();
    await session?.close();
  });

  /**
   * A site whose /robots.txt redirects `hops` times: through /hop1 … within the origin, and the
   * last hop to `target` (a path on the same origin, or an absolute URL).
   */
  async function chain(hops: number, target: (site: TestSite) => string): Promise<TestSite> {
    const site = await sites.start({ '/file.txt': respond(200, TEXT) });
    const paths = ['/robots.txt', ...Array.from({ length: hops - 1 }, (_, i) => `/hop${i + 1}`)];
    paths.forEach((path, i) => {
      const next = paths[i + 1];
      site.route(path, (req, res) =>
        respond(302, '', { location: next ?? target(site) })(req, res),
      );
    });
    return site;
  }

  async function openPopup(url: string): Promise<Page> {
    const page = await session.popup({ url, agent: 'Googlebot' });
    await expect
      .poll(() => page.getByTestId('verdict').getAttribute('data-verdict'))
      .not.toBe('loading');
    return page;
  }

  const warningCodes = (page: Page) =>
    page
      .getByTestId('warnings')
      .locator('> li')
      .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.code));

  it('6 hops within the origin: the file is read, with the too-many-redirects warning', async () => {
    const site = await chain(6, () => '/file.txt');
    const url = `http://six.test:${site.port}/private/a`;
    const page = await openPopup(url);
    expect(await page.getByTestId('verdict').getAttribute('data-verdict')).toBe('disallowed');
    await expect.poll(() => warningCodes(page)).toContain('too-many-redirects');
    const report = await askReport(page, url, 'Googlebot');
    const warning = report.warnings.find((w) => w.code === 'too-many-redirects');
    expect(warning?.params).toEqual({ redirects: 6, max: 5 });
    expect(site.hits('/file.txt')).toHaveLength(1);
    await page.close();
  });

  it('5 hops within the origin: the file is read, no such warning', async () => {
    const site = await chain(5, () => '/file.txt');
    const url = `http://five.test:${site.port}/private/a`;
    const page = await openPopup(url);
    expect(await page.getByTestId('verdict').getAttribute('data-verdict')).toBe('disallowed');
    const report = await askReport(page, url, 'Googlebot');
    expect(report.snapshot?.finalUrl).toBe(`http://five.test:${site.port}/file.txt`);
    expect(report.warnings.map((w) => w.code)).not.toContain('too-many-redirects');
    expect(await warningCodes(page)).not.toContain('too-many-redirects');
    await page.close();
  });

  it("a cross-origin chain past 5 hops: unreachable, and Google's reading is allowed (a 404)", async () => {
    const site = await chain(6, (s) => `http://www.far.test:${s.port}/file.txt`);
    const url = `http://far.test:${site.port}/private/a`;
    const page = await openPopup(url);
    const verdict = page.getByTestId('verdict');
    expect(await verdict.getAttribute('data-verdict')).toBe('unreachable');
    expect(await verdict.getAttribute('data-google')).toBe('allowed');
    const report = await askReport(page, url, 'Googlebot');
    expect(report.googleReading?.verdict).toBe('allowed');
    await page.close();
  });

  it("a cross-origin chain of 5 hops: Google's reading is the target's rule", async () => {
    const site = await chain(5, (s) => `http://www.near.test:${s.port}/file.txt`);
    const url = `http://near.test:${site.port}/private/a`;
    const page = await openPopup(url);
    const verdict = page.getByTestId('verdict');
    expect(await verdict.getAttribute('data-verdict')).toBe('unreachable');
    expect(await verdict.getAttribute('data-google')).toBe('disallowed');
    await page.close();
  });
});

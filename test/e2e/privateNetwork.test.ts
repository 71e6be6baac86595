import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitemapEvent } from '../../lib/messaging';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { askReport } from './support/report';
import { respond, startSite, type TestSite } from './support/site';

/** `chrome` inside an extension page or worker; Node's types do not know the extension globals. */
interface ChromeGlobal {
  chrome: {
    runtime: {
      connect(o: { name: string }): {
        postMessage(m: unknown): void;
        onMessage: { addListener(cb: (m: SitemapEvent) => void): void };
      };
    };
  };
}

// Issue 12 item 1 / docs/security.md: a hostile public site must not make the
// extension request the user's network. `public.test` resolves to the public site through
// --host-resolver-rules; the private site is reached only by its literal 127.0.0.1 address and
// counts every hit it gets: the attacks must leave it at zero.
describe('requests into the user network (issue 12 item 1)', () => {
  let session: ExtensionSession;
  let publicSite: TestSite;
  let privateSite: TestSite;
  let pub: string; // the public site, by a public-looking name
  let later: string; // the same site by another name (a fresh origin for the cache)

  beforeAll(async () => {
    privateSite = await startSite({
      '/robots.txt': respond(200, 'User-agent: *\nDisallow: /intranet-only\n'),
      '/admin': respond(200, 'deleted'),
      '/sitemap.xml': respond(200, '<urlset/>', { 'content-type': 'application/xml' }),
    });
    const target = `${privateSite.origin}/admin?delete=1`;
    publicSite = await startSite({
      '/robots.txt': respond(302, '', { location: target }),
      '/redirecting-sitemap.xml': respond(302, '', {
        location: `${privateSite.origin}/sitemap.xml`,
      }),
    });
    session = await launchExtension(); // maps *.test to 127.0.0.1, keeping the port
    pub = `http://public.test:${publicSite.port}`;
    later = `http://later.test:${publicSite.port}`;
  });
  afterAll(async () => {
    await session?.close();
    await publicSite?.close();
    await privateSite?.close();
  });

  it('refuses a robots.txt redirect hop to 127.0.0.1 and says so in words', async () => {
    const page = await session.popup({ url: `${pub}/` });
    const report = await askReport(page, `${pub}/page`, 'Googlebot');
    expect(publicSite.hits('/robots.txt')).toHaveLength(1); // the public hop was made…
    expect(privateSite.hits('/admin')).toHaveLength(0); // …the private one never
    expect(report.verdict).toBe('unreachable');
    expect(report.snapshot?.cause).toBe('refused-private');
    expect(report.snapshot?.error).toBe(
      `refused: ${pub}/robots.txt redirected to ${privateSite.origin}/admin?delete=1, a loopback address (this computer)`,
    );
  });

  it("blocks the extension's own first request to a private address in the browser itself", async () => {
    // Straight from the worker, past every JavaScript check: only the DNR rule stands in the way.
    const outcome = await session.worker.evaluate(
      (url) =>
        fetch(url).then(
          (r) => `reached: ${r.status}`,
          (e: Error) => `failed: ${e.message}`,
        ),
      `${privateSite.origin}/admin?first=1`,
    );
    expect(outcome).toBe('failed: Failed to fetch');
    expect(privateSite.hits('/admin')).toHaveLength(0);
  });

  it('refuses private sitemap URLs and sitemap redirect hops from a public page', async () => {
    const page = await session.popup({ url: `${pub}/` });
    await askReport(page, `${pub}/`, 'Googlebot');
    const events = await page.evaluate(
      ([url, ...sitemaps]) =>
        new Promise<SitemapEvent[]>((resolve) => {
          const seen: SitemapEvent[] = [];
          const port = (globalThis as unknown as ChromeGlobal).chrome.runtime.connect({
            name: 'sitemap-explorer',
          });
          port.onMessage.addListener((m) => {
            seen.push(m);
            if (m.type === 'done' || m.type === 'error') resolve(seen);
          });
          port.postMessage({ url, agent: 'Googlebot', sitemaps });
        }),
      [`${pub}/`, `${privateSite.origin}/sitemap.xml`, `${pub}/redirecting-sitemap.xml`],
    );
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const files = done?.type === 'done' ? done.report.files : [];
    expect(files.map((f) => [f.kind, f.error])).toEqual([
      [
        'error',
        expect.stringContaining(`refused: ${privateSite.origin}/sitemap.xml is a loopback`),
      ],
      [
        'error',
        expect.stringContaining(
          `refused: ${pub}/redirecting-sitemap.xml redirected to ${privateSite.origin}/sitemap.xml`,
        ),
      ],
    ]);
    expect(privateSite.hits('/sitemap.xml')).toHaveLength(0);
    expect(publicSite.hits('/redirecting-sitemap.xml')).toHaveLength(1);
  });

  it('lets a page on a private host (an intranet) have its own robots.txt read', async () => {
    const page = await session.popup({ url: `${privateSite.origin}/` });
    const report = await askReport(page, `${privateSite.origin}/intranet-only/x`, 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(privateSite.hits('/robots.txt')).toHaveLength(1);
    expect(privateSite.hits('/admin')).toHaveLength(0);
    // The exception lasts only while that site's own fetches run: a public site's redirect to
    // the same private host and port afterwards is refused again.
    const laterReport = await askReport(page, `${later}/`, 'Googlebot');
    expect(laterReport.snapshot?.cause).toBe('refused-private');
    expect(privateSite.hits('/admin')).toHaveLength(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { type Route, respond, siteRegistry } from './support/site';
import { badgeOfTab, tabIdOf, type WorkerGlobals } from './support/worker';

// Issue 15: "the badge keeps the crawl verdict and shows the indexing state where the user opts
// in (setting)", in the built extension: the setting saved through the options page, the
// page's X-Robots-Tag observed as it loaded and its head read after load.
const ROBOTS = 'User-agent: *\nDisallow: /private/\n';

function page(head: string, headers: Record<string, string> = {}): Route {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(`<!doctype html><html><head>${head}</head><body><p>page</p></body></html>`);
  };
}

describe('the badge with the indexing state (issue 15, opt-in)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  /** A tab on `url`, once the extension painted its badge with the crawl verdict. */
  async function open(url: string) {
    const tab = await session.context.newPage();
    await tab.goto(url);
    await expect.poll(() => tabIdOf(session.worker, url)).not.toBeNull();
    return { tab, tabId: (await tabIdOf(session.worker, url)) as number };
  }
  const badge = (tabId: number) => badgeOfTab(session.worker, tabId);
  const title = (tabId: number) =>
    session.worker.evaluate(
      (tabId) =>
        (
          globalThis as unknown as {
            chrome: { action: { getTitle(d: { tabId: number }): Promise<string> } };
          }
        ).chrome.action.getTitle({ tabId }),
      tabId,
    );

  it('off by default; turned on in the options page, NOIX and NO! from headers and head', async () => {
    await session.worker.evaluate(() =>
      (globalThis as unknown as WorkerGlobals).chrome.storage.local.remove('settings'),
    );
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/open': page('<meta name="robots" content="noindex, follow">'),
      '/private/x': page('<title>x</title>', { 'X-Robots-Tag': 'googlebot: noindex' }),
      '/plain': page('<title>plain</title>'),
    });
    const open1 = await open(`${s.origin}/open`);
    const private1 = await open(`${s.origin}/private/x`);
    const plain = await open(`${s.origin}/plain`);
    // Default: the crawl verdict only.
    await expect.poll(() => badge(open1.tabId), { timeout: 10_000 }).toBe('OK');
    await expect.poll(() => badge(private1.tabId), { timeout: 10_000 }).toBe('NO');

    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await options.getByTestId('badge-indexing').check();
    await options.getByTestId('save').click();
    await expect.poll(() => options.getByTestId('save-status').textContent()).toContain('Saved');

    // The open tabs are repainted: their heads are read after load, their headers were observed.
    await expect.poll(() => badge(open1.tabId), { timeout: 10_000 }).toBe('NOIX');
    expect(await title(open1.tabId)).toContain('the page says noindex (<meta name="robots">)');
    await expect.poll(() => badge(private1.tabId), { timeout: 10_000 }).toBe('NO!');
    expect(await title(private1.tabId)).toContain('X-Robots-Tag (googlebot)');
    await expect.poll(() => badge(plain.tabId), { timeout: 10_000 }).toBe('OK');

    // A new load reads the page again once it has finished loading.
    const reopened = await open(`${s.origin}/open?again`);
    await expect.poll(() => badge(reopened.tabId), { timeout: 10_000 }).toBe('NOIX');

    await options.getByTestId('badge-indexing').uncheck();
    await options.getByTestId('save').click();
    await expect.poll(() => badge(open1.tabId), { timeout: 10_000 }).toBe('OK');
    await expect.poll(() => badge(private1.tabId), { timeout: 10_000 }).toBe('NO');
    await Promise.all([open1, private1, plain, reopened].map((t) => t.tab.close()));
    await options.close();
  });
});

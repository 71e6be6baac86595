import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';

/** The slice of `chrome` the badge check uses inside the worker. */
interface WorkerChrome {
  tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
}

/** The toolbar badge of the tab showing `url`, read inside the service worker. */
async function badgeOf(session: ExtensionSession, url: string): Promise<string | null> {
  const worker = session.context.serviceWorkers()[0] ?? session.worker;
  return worker.evaluate(async (url) => {
    const api = (globalThis as unknown as { chrome: WorkerChrome }).chrome;
    const [tab] = await api.tabs.query({ url });
    return tab?.id === undefined ? null : api.action.getBadgeText({ tabId: tab.id });
  }, url);
}

// Issue 4: a badge per tab for the default crawler, on navigation and single-page-app URL changes.
describe('the toolbar badge (issue 4)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('follows navigations and history.pushState URL changes', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: *\nDisallow: /private\n'),
    });
    const tab = await session.context.newPage();
    await tab.goto(`${s.origin}/open`);
    await expect.poll(() => badgeOf(session, `${s.origin}/open`)).toBe('OK');

    await tab.goto(`${s.origin}/private/report`);
    await expect.poll(() => badgeOf(session, `${s.origin}/private/report`)).toBe('NO');

    // a reload keeps the URL: the badge must still show the verdict
    await tab.reload();
    await tab.waitForTimeout(300);
    await expect.poll(() => badgeOf(session, `${s.origin}/private/report`)).toBe('NO');

    // a single-page app changes the URL without loading a page
    await tab.evaluate(() => history.pushState({}, '', '/open/spa-view'));
    await expect.poll(() => badgeOf(session, `${s.origin}/open/spa-view`)).toBe('OK');
    expect(s.hits('/robots.txt')).toHaveLength(1);
    await tab.close();
  });

  it('shows ! for an unreachable robots.txt', async () => {
    const s = await sites.start({ '/robots.txt': respond(503, 'down') });
    const tab = await session.context.newPage();
    await tab.goto(`${s.origin}/page`);
    await expect.poll(() => badgeOf(session, `${s.origin}/page`)).toBe('!');
    await tab.close();
  });
});

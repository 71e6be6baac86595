import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';
import { badgeOf as badgeIn, setBadgeText, tabIdOf } from './support/worker';

/** The toolbar badge of the tab showing `url`, read inside the service worker. */
const badgeOf = (session: ExtensionSession, url: string) =>
  badgeIn(session.context.serviceWorkers()[0] ?? session.worker, url);

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

    // a reload keeps the URL: the badge must still show the verdict. Paint something else
    // first, so only the extension's repaint after the reload can bring 'NO' back.
    const tabId = (await tabIdOf(session.worker, `${s.origin}/private/report`)) as number;
    await setBadgeText(session.worker, tabId, 'X');
    await tab.reload();
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

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, startSite, type TestSite } from './support/site';
import { badgeOfTab, tabIdOf as tabIdIn, type WorkerGlobals } from './support/worker';

/**
 * `Allow: /` ends the `*` group (docs/design.md "Matching": only Allow/Disallow end a run of
 * User-agent lines). Without it the file is ONE group naming both `*` and GPTBot, every crawler
 * is disallowed, and the badge would read NO before the change too: the test could not fail.
 * GPTBot's own group declares no Crawl-delay, so the `*` group's 0.5 s applies, under any floor.
 */
const ROBOTS = 'User-agent: *\nCrawl-delay: 0.5\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n';
const byTestId = (id: string) => `[data-testid="${id}"]`;

// Issue 7: the options page drives the one settings store; the background and the popup follow.
describe('options page (issue 7)', () => {
  let session: ExtensionSession;
  let site: TestSite | undefined;

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  beforeEach(async () => {
    // Each test starts from the default settings, whatever the one before it saved.
    await session.worker.evaluate(() =>
      (globalThis as unknown as WorkerGlobals).chrome.storage.local.remove('settings'),
    );
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  const openOptions = async (): Promise<Page> => {
    const page = await session.context.newPage();
    await page.goto(`chrome-extension://${session.extensionId}/options.html`);
    await page.locator(byTestId('settings-form')).waitFor();
    return page;
  };

  const tabIdOf = (url: string) => tabIdIn(session.worker, url);
  const badgeOf = (tabId: number) => badgeOfTab(session.worker, tabId);

  /** Opens a tab on the site and waits for its badge under the default settings. */
  const siteTab = async (path: string) => {
    site = await startSite({ '/robots.txt': respond(200, ROBOTS) });
    const url = `${site.origin}${path}`;
    const tab = await session.context.newPage();
    await tab.goto(url);
    await expect.poll(() => tabIdOf(url)).not.toBeNull();
    const tabId = (await tabIdOf(url)) as number;
    // Googlebot, the default crawler, falls under `*`: allowed.
    await expect.poll(() => badgeOf(tabId), { timeout: 10_000 }).toBe('OK');
    return { url, tab, tabId };
  };

  /** Sets the default crawler and the floor through the page's own controls, and saves. */
  const chooseInOptions = async (agent: string, floor: string) => {
    const options = await openOptions();
    await options.selectOption(byTestId('default-agent'), agent);
    await options.fill(byTestId('floor'), floor);
    expect(await options.locator(byTestId('field-error')).count()).toBe(0);
    await options.click(byTestId('save'));
    await expect
      .poll(() => options.locator(byTestId('save-status')).textContent())
      .toContain('Saved');
    return options;
  };

  const verdictOf = async (popup: Page) => {
    const verdict = popup.locator(byTestId('verdict'));
    await expect
      .poll(() => verdict.getAttribute('data-verdict'), { timeout: 10_000 })
      .not.toBe('loading');
    return {
      verdict: await verdict.getAttribute('data-verdict'),
      agent: await verdict.getAttribute('data-agent'),
      seconds: await popup.locator(byTestId('crawl-delay')).getAttribute('data-seconds'),
    };
  };

  it('a new default crawler and floor reach the popup and the badge', async () => {
    const { url, tab, tabId } = await siteTab('/page');
    const before = await session.popup({ url });
    expect(await verdictOf(before)).toEqual({
      verdict: 'allowed',
      agent: 'Googlebot',
      seconds: '1',
    });
    await before.close();

    const options = await chooseInOptions('GPTBot', '3');
    await expect.poll(() => badgeOf(tabId), { timeout: 10_000 }).toBe('NO');

    const popup = await session.popup({ url });
    expect(await verdictOf(popup)).toEqual({
      verdict: 'disallowed',
      agent: 'GPTBot',
      seconds: '3',
    });
    await Promise.all([popup.close(), options.close(), tab.close()]);
  });

  it('an open popup follows a change saved in the options page', async () => {
    const { url, tab } = await siteTab('/open-popup');
    const popup = await session.popup({ url });
    expect(await verdictOf(popup)).toEqual({
      verdict: 'allowed',
      agent: 'Googlebot',
      seconds: '1',
    });
    const options = await chooseInOptions('GPTBot', '3');
    const verdict = popup.locator(byTestId('verdict'));
    await expect.poll(() => verdict.getAttribute('data-agent'), { timeout: 10_000 }).toBe('GPTBot');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');
    await expect
      .poll(() => popup.locator(byTestId('crawl-delay')).getAttribute('data-seconds'))
      .toBe('3');
    await Promise.all([popup.close(), options.close(), tab.close()]);
  });

  it('refuses an invalid floor inline and keeps Save disabled', async () => {
    const options = await openOptions();
    await options.fill(byTestId('floor'), '90');
    await expect
      .poll(() => options.locator(byTestId('field-error')).allTextContents())
      .toEqual(['The Crawl-delay floor must not exceed the ceiling.']);
    expect(await options.locator(byTestId('save')).isDisabled()).toBe(true);
    await options.close();
  });

  it('the cache inspector lists a checked origin and Remove removes it', async () => {
    site = await startSite({ '/robots.txt': respond(200, ROBOTS) });
    const tab = await session.context.newPage();
    await tab.goto(`${site.origin}/other`);
    await expect.poll(() => site?.hits('/robots.txt').length, { timeout: 10_000 }).toBe(1);

    const options = await openOptions();
    const row = options.locator(`${byTestId('cache-row')}[data-origin="${site.origin}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('fetched (HTTP 200)');
    expect(await row.locator('code').getAttribute('title')).toMatch(/^[0-9a-f]{64}$/);
    expect(await options.locator(byTestId('cache-total')).textContent()).toContain('of 4 MiB');

    await row.locator(byTestId('remove-origin')).click();
    await row.waitFor({ state: 'detached' });
    expect(await options.locator(byTestId('cache-status')).textContent()).toContain(
      `Removed ${site.origin}`,
    );
    await Promise.all([options.close(), tab.close()]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry, startSite } from './support/site';

const byTestId = (id: string) => `[data-testid="${id}"]`;

// Issue 13's six points walked through the BUILT popup and options page (docs/design.md
// "Matching", "Crawlers and tokens", "Crawl-delay", "Readings", fetch outcome table, the popup's
// test contract). test/e2e/readings.test.ts covers the rows and ?agent=; this file the rest.
describe('issue 13 walked through the built extension', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  const settle = async (page: Page) => {
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).not.toBe('loading');
    await page.getByTestId('readings').waitFor({ state: 'attached', timeout: 1_000 });
    return verdict;
  };
  const open = async (url: string, agent: string) => {
    const page = await session.popup({ url, agent });
    return { page, verdict: await settle(page) };
  };

  beforeAll(async () => {
    session = await launchExtension(); // *.test → 127.0.0.1 (cross-origin redirect below)
    // Each run starts from the default settings.
    await session.worker.evaluate(() =>
      (
        globalThis as unknown as { chrome: { storage: { local: { clear(): Promise<void> } } } }
      ).chrome.storage.local.clear(),
    );
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('1. User-agent: *bot is warned about and is not the * group', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: *bot\nDisallow: /\n'),
    });
    const { page, verdict } = await open(`${s.origin}/page`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    const warning = page.locator(`${byTestId('warnings')} [data-code="user-agent-wildcard"]`);
    expect(await warning.getAttribute('data-count')).toBe('1');
    // The readings panel marks Scrapy's row (Protego strips the * and finds "bot" in Googlebot)
    // and says why.
    const scrapy = page.getByTestId('readings').locator('[data-reading="scrapy"]');
    expect(await scrapy.getAttribute('data-allowed')).toBe('false');
    expect(await scrapy.getAttribute('data-differs')).toBe('true');
    expect((await scrapy.locator('.note').allTextContents()).join(' ')).toMatch(/\S/);
    const google = page.getByTestId('readings').locator('[data-reading="google"]');
    expect(await google.getAttribute('data-differs')).toBeNull();
    await page.close();
  });

  it("2. Shopify's default file: Pinterest gets 1 s, MJ12bot its own 10 s", async () => {
    // Shopify's default robots.txt (issue 13 item 2): Crawl-delay is read in the grouping of the
    // crawlers that honour it, so the blank line ends MJ12bot's group for Crawl-delay.
    const s = await sites.start({
      '/robots.txt': respond(
        200,
        'User-agent: MJ12bot\nCrawl-delay: 10\n\nUser-agent: Pinterest\nCrawl-delay: 1\n',
      ),
    });
    for (const [agent, seconds] of [
      ['Pinterest', '1'],
      ['MJ12bot', '10'],
    ]) {
      const { page } = await open(`${s.origin}/`, agent as string);
      expect(await page.getByTestId('crawl-delay').getAttribute('data-seconds'), agent).toBe(
        seconds,
      );
      await page.close();
    }
  });

  it('4. the custom field takes a full User-Agent string with a digit token: reduced, checked, caveated', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: MJ12bot\nDisallow: /\n'),
    });
    const { page } = await open(`${s.origin}/page`, 'Googlebot');
    await page.getByRole('button', { name: 'Custom…' }).click();
    const ua = 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)';
    await page.locator('#custom-token').fill(ua);
    await page.locator('#custom-token').press('Enter');
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-agent')).toBe('MJ12bot');
    await settle(page);
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(await verdict.getAttribute('data-caveat')).toContain('non-rfc-token');
    expect(await page.getByTestId('agent-reduced').getAttribute('data-from')).toBe(ua);
    expect(await page.getByTestId('agent-select').inputValue()).toBe('MJ12bot');
    await page.close();
  });

  it('4. the options page reduces a User-Agent string and keeps a digit token; the popup offers both', async () => {
    const options = await session.context.newPage();
    await options.goto(`chrome-extension://${session.extensionId}/options.html`);
    await options.locator(byTestId('settings-form')).waitFor();
    const input = options.locator(byTestId('custom-token-input'));
    await input.fill('Mozilla/5.0 (compatible; SiteAuditBot/0.9; +https://example.com/bot)');
    await options.click(byTestId('add-token'));
    expect(await options.locator(byTestId('custom-token-reduced')).textContent()).toContain(
      'SiteAuditBot',
    );
    await input.fill('360Spider');
    await options.click(byTestId('add-token'));
    expect(await options.locator(`${byTestId('custom-tokens')} code`).allTextContents()).toEqual([
      'SiteAuditBot',
      '360Spider',
    ]);
    await options.click(byTestId('save'));
    await expect
      .poll(() => options.locator(byTestId('save-status')).textContent())
      .toContain('Saved');
    await options.close();

    const s = await sites.start({ '/robots.txt': respond(200, 'User-agent: *\nAllow: /\n') });
    const { page } = await open(`${s.origin}/`, 'Googlebot');
    const values = await page
      .getByTestId('agent-select')
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(values).toEqual(expect.arrayContaining(['SiteAuditBot', '360Spider']));
    await page.close();
  });

  it("5. Googlebot-Image falls back to the Googlebot group when none names it (Google's docs)", async () => {
    // developers.google.com/search/docs/crawling-indexing/google-common-crawlers
    const s = await sites.start({
      '/robots.txt': respond(
        200,
        'User-agent: Googlebot\nDisallow: /photos\n\nUser-agent: *\nAllow: /\n',
      ),
    });
    const { page, verdict } = await open(`${s.origin}/photos/cat.jpg`, 'Googlebot-Image');
    expect(await verdict.getAttribute('data-agent')).toBe('Googlebot-Image');
    expect(await verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect(await page.getByTestId('matched-rule').getAttribute('data-line')).toBe('2');
    await page.close();
  });

  it("6. a redirect to another origin: unreachable, with Google's reading in the banner", async () => {
    const text = 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';
    const site = await startSite({
      '/robots.txt': (req, res) => {
        if (req.headers.host?.startsWith('www.')) return respond(200, text)(req, res);
        respond(301, '', { location: `http://www.example.test:${site.port}/robots.txt` })(req, res);
      },
    });
    try {
      const { page, verdict } = await open(
        `http://example.test:${site.port}/private/a`,
        'Googlebot',
      );
      expect(await verdict.getAttribute('data-verdict')).toBe('unreachable');
      expect(await verdict.getAttribute('data-caveat')).toContain('redirect-other-origin');
      expect(await verdict.getAttribute('data-google')).toBe('disallowed');
      expect(await verdict.textContent()).toContain('line 5');
      await page.close();
    } finally {
      await site.close();
    }
  });
});

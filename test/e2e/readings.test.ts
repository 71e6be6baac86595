import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';

// Issue 13 items 3 and 4 in the built popup: the `readings` contract (docs/design.md "The popup's
// test contract"), the engine's caveats in the banner, and crawler tokens from full User-Agents.
describe('the popup: readings, caveats and crawler tokens (issue 13)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();
  const open = async (url: string, agent: string) => {
    const page = await session.popup({ url, agent });
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).not.toBe('loading');
    // Contract elements are in the DOM within 1 s of the verdict, the section closed or not.
    await page.getByTestId('readings').waitFor({ state: 'attached', timeout: 1_000 });
    return { page, verdict };
  };
  const reading = async (page: Page, id: string) => {
    const row = page.getByTestId('readings').locator(`[data-reading="${id}"]`);
    return {
      allowed: await row.getAttribute('data-allowed'),
      delay: await row.getAttribute('data-delay'),
    };
  };

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('a plain file: one row per reading, with verdict and Crawl-delay', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: *\nCrawl-delay: 10\nDisallow: /private\n'),
    });
    const { page } = await open(`${s.origin}/private/a`, 'Googlebot');
    const rows = page.getByTestId('readings').locator('[data-reading]');
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-reading')))).toEqual(
      ['google', 'scrapy', 'python'],
    );
    // Google's reading hands no Crawl-delay (docs/design.md "Readings"); Protego and robotparser do.
    expect(await reading(page, 'google')).toEqual({ allowed: 'false', delay: '' });
    expect(await reading(page, 'scrapy')).toEqual({ allowed: 'false', delay: '10' });
    expect(await reading(page, 'python')).toEqual({ allowed: 'false', delay: '10' });
    expect(await page.getByTestId('readings-line').count()).toBe(0);
    await page.close();
  });

  it('MJ12bot: Google skips the group (RFC 9309 §2.2.1), Scrapy and Python apply it', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: MJ12bot\nDisallow: /\n'),
    });
    const { page, verdict } = await open(`${s.origin}/page`, 'MJ12bot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(await verdict.getAttribute('data-caveat')).toContain('non-rfc-token');
    expect(await verdict.textContent()).toContain(
      "the User-agent: MJ12bot group at line 1 is skipped by Google's parser",
    );
    expect((await reading(page, 'scrapy')).allowed).toBe('false');
    expect((await reading(page, 'python')).allowed).toBe('false');
    expect(await page.getByTestId('readings-line').textContent()).toBe(
      'Scrapy and Python read this as disallowed',
    );
    await page.close();
  });

  it('User-agent: *bot: Protego strips the wildcard and matches "bot" inside Googlebot', async () => {
    const s = await sites.start({ '/robots.txt': respond(200, 'User-agent: *bot\nDisallow: /\n') });
    const { page, verdict } = await open(`${s.origin}/page`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect((await reading(page, 'google')).allowed).toBe('true');
    expect((await reading(page, 'scrapy')).allowed).toBe('false');
    await page.close();
  });

  it('AdsBot-Google ignores the * group: allowed, with the wildcard-ignored caveat', async () => {
    // https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers
    const s = await sites.start({ '/robots.txt': respond(200, 'User-agent: *\nDisallow: /\n') });
    const { verdict, page } = await open(`${s.origin}/page`, 'AdsBot-Google');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(await verdict.getAttribute('data-caveat')).toContain('wildcard-ignored');
    await page.close();
  });

  it('?agent= with a full User-Agent string checks the crawler it names', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: GPTBot\nDisallow: /\n'),
    });
    const { verdict, page } = await open(
      `${s.origin}/page`,
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
    );
    expect(await verdict.getAttribute('data-agent')).toBe('GPTBot');
    expect(await verdict.getAttribute('data-verdict')).toBe('disallowed');
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { englishWords, visibleText } from './support/englishWords';
import { respond, siteRegistry } from './support/site';

// Issue 18 for the workbench (issue 16's page): with the browser's UI language set to Simplified
// Chinese, every state of the workbench speaks it — live status, editor, warnings, URL list
// outcomes, crawlers, readings, run, diff, history — and nothing overflows at 800 and 360 px.
const LIVE = [
  'User-agent: *',
  'Disallow: /private',
  'Dissallow: /tmp',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
].join('\n');
const DRAFT = [
  'User-agent: *',
  'Disallow: /private',
  'Allow: /private/press',
  'Disallow: /cart',
  'Noindex: /x',
].join('\n');

describe('the workbench in Simplified Chinese (--lang=zh-CN, issues 16 and 18)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension({ lang: 'zh-CN' });
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  /** Document width past the viewport, in px (0 when nothing runs past the right edge). */
  const overflow = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  it('a run with every outcome has no English UI words and fits 800 and 360 px', async () => {
    const s = await sites.start({ '/robots.txt': respond(200, LIVE) });
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(
      `chrome-extension://${session.extensionId}/workbench.html?origin=${encodeURIComponent(s.origin)}`,
    );
    await expect.poll(() => page.getByTestId('draft').inputValue()).toBe(LIVE);
    expect(await page.title()).toBe('Robots Lens 工作台');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByTestId('draft').fill(DRAFT);
    const urls = [
      '/private/press/a',
      '/cart',
      '/cart',
      '/about',
      'https://other.example/x',
      '不是网址',
    ];
    await page.getByTestId('urls').fill(urls.join('\n'));
    await page.getByTestId('readings').locator('input[value="python"]').check();
    await page.getByTestId('run').click();
    await page.getByTestId('diff-summary').waitFor();
    await page.getByTestId('draft-warnings').locator('li').first().waitFor();
    expect(await page.getByTestId('diff-summary').textContent()).toContain('个判定发生变化');
    expect(await page.getByTestId('url-list').textContent()).toContain(
      'https://other.example（1）',
    );
    for (const width of [800, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(englishWords(await visibleText(page))).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
  });

  it('the origin form (no ?origin=) speaks Chinese too', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto(
      `chrome-extension://${session.extensionId}/workbench.html?origin=%E4%B8%8D%E6%98%AF`,
    );
    await page.getByRole('alert').waitFor();
    expect(englishWords(await visibleText(page))).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

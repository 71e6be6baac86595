import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { englishWords, visibleText } from './support/englishWords';
import { respond, siteRegistry } from './support/site';

// Issue 18: with the browser's UI language set to Simplified Chinese, the popup and the options
// page speak it: no English UI words are left (directive names, rule text, URLs, crawler tokens
// and units stay verbatim), and nothing overflows a 360 px wide window.

/** A disallowed page with warnings, a Python reading that differs (first match, not longest), sitemaps. */
const robots = (origin: string) =>
  [
    'User-agent: *', // 1
    'Crawl-delay: 10', // 2
    'Allow: /private', // 3: Python's robotparser takes the first match (allowed)
    'Disallow: /private/cart', // 4: Google and Scrapy take the longest (disallowed)
    'Dissallow: /tmp', // 5: typo-directive
    'Noindex: /x', // 6: unknown or nonstandard directive
    'Noindex: /y', // 7: a second line of the same warning (a group of two)
    '', // 8
    'User-agent: GPTBot', // 9
    'Disallow: /', // 10
    'Sitemap: javascript:alert(1)', // 11: sitemap-unsafe-scheme
    `Sitemap: ${origin}/sitemap.xml`, // 12
    '', // 13
    'User-agent: MJ12bot', // 14: a token with digits, skipped by Google's parser (RFC 9309 §2.2.1)
    'Disallow: /', // 15
  ].join('\n');

const SITEMAP = (origin: string) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/pages.xml</loc></sitemap><sitemap><loc>${origin}/missing.xml</loc></sitemap></sitemapindex>`;
const PAGES = (origin: string) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/private/cart/1</loc></url></urlset>`;

describe('Simplified Chinese (--lang=zh-CN, issue 18)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension({ lang: 'zh-CN' });
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('the popup on a disallowed page with warnings, readings and sitemaps has no English UI words and fits 360 px', async () => {
    const s = await sites.start();
    s.route('/robots.txt', respond(200, robots(s.origin)));
    s.route('/sitemap.xml', respond(200, SITEMAP(s.origin), { 'content-type': 'application/xml' }));
    s.route('/pages.xml', respond(200, PAGES(s.origin), { 'content-type': 'application/xml' }));
    s.route('/missing.xml', respond(404, 'not here'));
    const page = await session.popup({ url: `${s.origin}/private/cart`, agent: 'Googlebot' });
    await page.setViewportSize({ width: 360, height: 800 });
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // The banner's label and why worded in Chinese, the rule and the crawler verbatim.
    expect(await verdict.textContent()).toContain('禁止抓取（Googlebot）');
    expect(await verdict.textContent()).toContain('由第 4 行的 Disallow: /private/cart 决定');
    // Every section open, its body rendered: warnings, readings, the robots.txt view, sitemaps
    // with the explorer's result.
    await page.locator('details').evaluateAll((all) => {
      for (const d of all) (d as HTMLDetailsElement).open = true;
    });
    const warnings = page.getByTestId('warnings');
    await warnings.waitFor();
    expect(await warnings.locator(':scope > li').count()).toBeGreaterThanOrEqual(3);
    expect(await warnings.locator('li[data-count="2"]').count()).toBe(1);
    await page.locator('[data-testid="readings"] li[data-differs="true"]').waitFor();
    await page.locator('.robots-lines li').first().waitFor();
    await page.getByTestId('explore-sitemaps').click();
    await page.locator('[data-testid="sitemap-result"][aria-busy="false"]').waitFor();
    const text = await visibleText(page);
    if (process.env.SHOW_TEXT) console.log(text);
    expect(englishWords(text)).toEqual([]);
    // The popup sizes itself (style.css: min-width 360px): at its narrowest, no text runs past it.
    await page.addStyleTag({ content: 'body { width: 360px !important; }' });
    const overflow = await page.evaluate(() => document.body.scrollWidth - 360);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // lib/sitemaps/sitemapLimit.ts: the explorer's caps are codes, worded here (3 levels of files by default).
  it("the sitemap explorer's depth limit note is in Chinese", async () => {
    const s = await sites.start();
    const index = (child: string) =>
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${s.origin}/${child}</loc></sitemap></sitemapindex>`;
    s.route('/robots.txt', respond(200, `User-agent: *\nAllow: /\nSitemap: ${s.origin}/d1.xml\n`));
    for (const [file, child] of [
      ['d1', 'd2'],
      ['d2', 'd3'],
      ['d3', 'd4'],
    ]) {
      s.route(
        `/${file}.xml`,
        respond(200, index(`${child}.xml`), { 'content-type': 'application/xml' }),
      );
    }
    const page = await session.popup({ url: `${s.origin}/`, agent: 'Googlebot' });
    await expect
      .poll(() => page.getByTestId('verdict').getAttribute('data-verdict'))
      .toBe('allowed');
    await page.locator('details').evaluateAll((all) => {
      for (const d of all) (d as HTMLDetailsElement).open = true;
    });
    await page.getByTestId('explore-sitemaps').click();
    const result = page.locator('[data-testid="sitemap-result"][aria-busy="false"]');
    await result.waitFor();
    expect(await result.textContent()).toContain(
      `因达到上限而停止：${s.origin}/d3.xml：已达深度上限 3 层：1 个子站点地图未获取。`,
    );
    expect(englishWords(await visibleText(page))).toEqual([]);
  });

  // docs/design.md "Crawlers and tokens": the banner's caveats the report's builder gives as data.
  it.each([
    ['MJ12bot', 'non-rfc-token', '不是 RFC 9309 规定的产品标识'],
    ['AdsBot-Google', 'wildcard-ignored', '会忽略第 1 行的 User-agent: * 组'],
  ])('the popup for %s states its %s caveat in Chinese', async (agent, code, words) => {
    const s = await sites.start();
    s.route('/robots.txt', respond(200, robots(s.origin)));
    const page = await session.popup({ url: `${s.origin}/public`, agent });
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-caveat')).toContain(code);
    expect(await verdict.textContent()).toContain(words);
    await page.locator('details').evaluateAll((all) => {
      for (const d of all) (d as HTMLDetailsElement).open = true;
    });
    await page.locator('[data-testid="readings"] li').first().waitFor();
    expect(englishWords(await visibleText(page))).toEqual([]);
  });

  it('the options page has no English UI words and fits 360 px', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`chrome-extension://${session.extensionId}/options.html`);
    await expect.poll(() => page.getByTestId('settings-form').count()).toBe(1);
    expect(await page.title()).toBe('Robots Lens 设置');
    await page.locator('details').evaluateAll((all) => {
      for (const d of all) (d as HTMLDetailsElement).open = true;
    });
    expect(englishWords(await visibleText(page))).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

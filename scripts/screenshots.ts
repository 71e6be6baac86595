/**
 * Renders the built extension in each main state against local sites and writes PNGs to docs/:
 * the popup allowed, disallowed, unreachable, expired and not applicable, the sitemap explorer's
 * result, and the options page; then the popup and the options page again with the browser in
 * Simplified Chinese (`*-zh_CN.png`, issue 18). `npm run screenshots` (needs Chromium, like the e2e suite).
 */
import type { Page } from 'playwright-core';
import { launchExtension } from '../test/e2e/support/chromium';
import { respond, startSite } from '../test/e2e/support/site';

const ROBOTS = [
  '# robots.txt for shop.example',
  'User-agent: *',
  'Crawl-delay: 10',
  'Disallow: /private',
  'Disallow: /cart',
  'Allow: /private/press',
  '',
  'User-agent: GPTBot',
  'User-agent: CCBot',
  'Disallow: /',
  '',
  'Sitemap: /sitemap.xml',
].join('\n');

const site = await startSite();
const loc = (p: string) =>
  `<url><loc>${site.origin}${p}</loc><lastmod>2026-11-0${p.length % 9}</lastmod></url>`;
site.route('/robots.txt', respond(200, ROBOTS, { etag: '"5f2a-robots"' }));
site.route(
  '/sitemap.xml',
  respond(
    200,
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      '/',
      '/shoes',
      '/shoes/trail',
      '/private/orders',
      '/cart',
      '/private/press',
    ]
      .map(loc)
      .join('')}</urlset>`,
  ),
);
const down = await startSite({ '/robots.txt': respond(503, 'maintenance') });
let aged = 0;
const ageing = await startSite({
  // the first answer is good; every refresh after it fails
  '/robots.txt': (req, res) =>
    aged++ === 0
      ? respond(200, 'User-agent: *\nAllow: /\n')(req, res)
      : respond(503, 'down')(req, res),
});

let session = await launchExtension();
const settle = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid=verdict]')?.getAttribute('data-verdict') !== 'loading',
  );
async function shoot(
  file: string,
  url: string,
  agent: string,
  before?: (page: Page) => Promise<void>,
) {
  const page = await session.popup({ url, agent });
  await page.setViewportSize({ width: 400, height: 900 });
  await settle(page);
  await before?.(page);
  await page.screenshot({ path: `docs/${file}`, fullPage: true });
  console.log(`docs/${file}`);
  await page.close();
}

await shoot('popup-disallowed.png', `${site.origin}/private/orders`, 'Googlebot');
await shoot('popup-allowed.png', `${site.origin}/shoes`, 'Bingbot');
await shoot('popup-unreachable.png', `${down.origin}/page`, 'Googlebot');
await shoot('popup-not-applicable.png', 'chrome://settings/', 'Googlebot');
await shoot('popup-sitemaps.png', `${site.origin}/shoes`, 'Googlebot', async (page) => {
  await page.getByTestId('explore-sitemaps').click();
  await page.getByTestId('sitemap-result').waitFor();
  await page.getByTestId('sitemap-explorer').scrollIntoViewIfNeeded();
});

/** The slice of `chrome.storage.local` used inside the page. */
interface LocalArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: object): Promise<void>;
}

// Expired: a snapshot older than the 3-day hard expiry whose refresh fails.
const warm = await session.popup({ url: `${ageing.origin}/`, agent: 'Googlebot' });
await settle(warm);
await warm.evaluate(async (key) => {
  const api = (globalThis as unknown as { chrome: { storage: { local: LocalArea } } }).chrome
    .storage.local;
  const entry = (await api.get(key))[key] as Record<string, number>;
  const old = Date.now() - 80 * 3_600_000;
  await api.set({ [key]: { ...entry, fetchedAt: old, checkedAt: old, lastUsedAt: old } });
}, `robots:${ageing.origin}`);
await warm.close();
await shoot('popup-expired.png', `${ageing.origin}/page`, 'Googlebot');

async function shootOptions(file: string) {
  const options = await session.context.newPage();
  // Tall enough for the whole page: a full-page capture would paint the sticky Save bar mid-page.
  await options.setViewportSize({ width: 1000, height: 2150 });
  await options.goto(`chrome-extension://${session.extensionId}/options.html`);
  await options.getByTestId('cache-table').waitFor();
  await options.screenshot({ path: `docs/${file}` });
  console.log(`docs/${file}`);
  await options.close();
}
await shootOptions('options.png');
await session.close();

// The same extension with the browser's UI language set to Simplified Chinese (issue 18).
session = await launchExtension({ lang: 'zh-CN' });
await shoot('popup-disallowed-zh_CN.png', `${site.origin}/private/orders`, 'Googlebot');
await shoot('popup-unreachable-zh_CN.png', `${down.origin}/page`, 'Googlebot');
await shootOptions('options-zh_CN.png');
await session.close();
for (const s of [site, down, ageing]) await s.close();

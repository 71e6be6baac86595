/**
 * Renders the built extension in each main state against local sites and writes PNGs to docs/:
 * the popup allowed, disallowed, unreachable, expired and not applicable, the sitemap explorer's
 * result, the options page and the workbench after a run; then the popup (360 px light, with the
 * section bodies open), the options page and the workbench again with the browser in Simplified
 * Chinese (`*-zh_CN.png`, issue 18). `npm run screenshots` (needs Chromium, like the e2e suite).
 */
import type { Page } from 'playwright-core';
import { launchExtension } from '../test/e2e/support/chromium';
import { respond, startSite } from '../test/e2e/support/site';
import { shootWorkbench } from './shootWorkbench';

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
  'Disalow: /typo',
  'Disallow: /search%2bresults',
  'Disallow: /tag%2bcloud',
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
let degradedHits = 0;
const failing = await startSite({
  // the first answer is good; every refresh after it fails
  '/robots.txt': (req, res) =>
    degradedHits++ === 0
      ? respond(200, 'User-agent: *\nDisallow: /admin\n')(req, res)
      : respond(503, 'down')(req, res),
});
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
/** Widths and colour schemes every popup state is shot in (issue 14: 360 px and 800 px, both schemes). */
const VIEWS = [
  { suffix: '', width: 360, scheme: 'light' },
  { suffix: '-dark', width: 360, scheme: 'dark' },
  { suffix: '-800', width: 800, scheme: 'light' },
  { suffix: '-800-dark', width: 800, scheme: 'dark' },
] as const;

/** The first screen at 360 × 600 (what a person sees without scrolling), then each other view. */
async function shoot(
  name: string,
  url: string,
  agent: string,
  before?: (page: Page) => Promise<void>,
  views: readonly (typeof VIEWS)[number][] = VIEWS,
) {
  for (const view of views) {
    const page = await session.popup({ url, agent });
    await page.emulateMedia({ colorScheme: view.scheme });
    await page.setViewportSize({ width: view.width, height: 600 });
    await settle(page);
    // The later chunk's lines and sections are in (or there are none: not applicable).
    await page.waitForFunction(
      () =>
        document.querySelector('.sections') ||
        document.querySelector('[data-verdict="not-applicable"]'),
    );
    await before?.(page);
    const file = `docs/${name}${view.suffix}.png`;
    await page.screenshot({ path: file, fullPage: Boolean(before) });
    console.log(file);
    await page.close();
  }
}

await shoot('popup-disallowed', `${site.origin}/private/orders`, 'Googlebot');
await shoot('popup-allowed', `${site.origin}/shoes`, 'Bingbot');
await shoot('popup-unreachable', `${down.origin}/page`, 'Googlebot');
await shoot('popup-not-applicable', 'chrome://settings/', 'Googlebot');
/** The robots.txt view, the warnings and the crawler table open (their bodies shown). */
const openSections = async (page: Page) => {
  for (const id of ['section-robots', 'section-warnings', 'section-readings', 'section-crawlers']) {
    await page.locator(`#${id} > summary`).click();
  }
};
/** The sitemap explorer's result. */
const exploreSitemaps = async (page: Page) => {
  await page.locator('#section-sitemaps > summary').click();
  await page.getByTestId('explore-sitemaps').click();
  await page.getByTestId('sitemap-result').waitFor();
  await page.getByTestId('sitemap-explorer').scrollIntoViewIfNeeded();
};
await shoot('popup-sections', `${site.origin}/shoes`, 'GPTBot', openSections);
await shoot('popup-sitemaps', `${site.origin}/shoes`, 'Googlebot', exploreSitemaps);

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
await shoot('popup-expired', `${ageing.origin}/page`, 'Googlebot');

// Degraded: 30 hours old (past the 24 h stale window, before the 3-day expiry), refresh failing.
const warm2 = await session.popup({ url: `${failing.origin}/`, agent: 'Googlebot' });
await settle(warm2);
await warm2.evaluate(async (key) => {
  const api = (globalThis as unknown as { chrome: { storage: { local: LocalArea } } }).chrome
    .storage.local;
  const entry = (await api.get(key))[key] as Record<string, number>;
  const old = Date.now() - 30 * 3_600_000;
  await api.set({ [key]: { ...entry, fetchedAt: old, checkedAt: old, lastUsedAt: old } });
}, `robots:${failing.origin}`);
await warm2.close();
await shoot('popup-degraded', `${failing.origin}/page`, 'Googlebot');

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
await shootWorkbench(session, site.origin, '');
await session.close();

// The same extension with the browser's UI language set to Simplified Chinese (issue 18).
session = await launchExtension({ lang: 'zh-CN' });
// `name` gets `.png` (and each view's suffix) in `shoot`; one view (360 px, light) per state.
const ZH = [VIEWS[0]];
await shoot('popup-disallowed-zh_CN', `${site.origin}/private/orders`, 'Googlebot', undefined, ZH);
await shoot('popup-unreachable-zh_CN', `${down.origin}/page`, 'Googlebot', undefined, ZH);
await shoot('popup-sections-zh_CN', `${site.origin}/shoes`, 'GPTBot', openSections, ZH);
await shoot('popup-sitemaps-zh_CN', `${site.origin}/shoes`, 'Googlebot', exploreSitemaps, ZH);
await shootOptions('options-zh_CN.png');
await shootWorkbench(session, site.origin, '-zh_CN');
await session.close();
for (const s of [site, down, ageing, failing]) await s.close();

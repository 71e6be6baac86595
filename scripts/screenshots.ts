/**
 * Renders the built popup in each main state against a local site and writes PNGs to docs/.
 * `npm run build && npx tsx scripts/screenshots.ts`. Uses the e2e harness (system Chromium).
 */
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

const site = await startSite({
  '/robots.txt': respond(200, ROBOTS, { etag: '"5f2a-robots"' }),
  '/sitemap.xml': respond(
    200,
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      '/',
      '/shoes',
      '/private/a',
      '/cart',
    ]
      .map((p) => `<url><loc>http://127.0.0.1:${0}${p}</loc></url>`)
      .join('')}</urlset>`,
  ),
});
const down = await startSite({ '/robots.txt': respond(503, 'maintenance') });
const session = await launchExtension();
const shots: [string, string, string][] = [
  ['popup-disallowed.png', `${site.origin}/private/orders`, 'Googlebot'],
  ['popup-allowed.png', `${site.origin}/shoes`, 'Bingbot'],
  ['popup-unreachable.png', `${down.origin}/page`, 'Googlebot'],
  ['popup-not-applicable.png', 'chrome://settings/', 'Googlebot'],
];
for (const [file, url, agent] of shots) {
  const page = await session.popup({ url, agent });
  await page.setViewportSize({ width: 400, height: 900 });
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=verdict]')?.getAttribute('data-verdict') !== 'loading',
  );
  await page.screenshot({ path: `docs/${file}`, fullPage: true });
  console.log(`docs/${file}`);
  await page.close();
}
await session.close();
await site.close();
await down.close();

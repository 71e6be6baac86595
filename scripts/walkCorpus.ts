/**
 * Issue 14's walk: the built popup on real robots.txt files from test/fixtures/corpus/real-robots
 * (GitHub, Shopify, Wikipedia, gov.uk, Etsy, LinkedIn, NYT, Yandex), each served by a local site,
 * shot at 360 px (first screen) and 800 px, light and dark, plus each section opened at 360 px.
 * `npx wxt build && npx tsx scripts/walkCorpus.ts <out dir>`; look at the PNGs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchExtension } from '../test/e2e/support/chromium';
import { respond, startSite } from '../test/e2e/support/site';

const out = process.argv[2] ?? '/tmp/robots-lens-walk';
const CORPUS = 'test/fixtures/corpus/real-robots';
const PAGE =
  '<!doctype html><html><head><title>p</title><meta name="robots" content="noindex"><link rel="canonical" href="/cart/1"></head><body>p</body></html>';

const WALK = [
  ['github', '0084.txt', '/x/y/blob/main/a', 'Googlebot'],
  ['shopify', '0126.txt', '/collections/shoes', 'GPTBot'],
  ['wikipedia', '0083.txt', '/wiki/Special:Random', 'Googlebot'],
  ['govuk', '0139.txt', '/search/all', 'Googlebot'],
  ['etsy', '0101.txt', '/listing/123', 'Googlebot'],
  ['linkedin', '0086.txt', '/in/someone', 'GPTBot'],
  ['nyt', '0087.txt', '/section/world', 'CCBot'],
  ['yandex', '0109.txt', '/search/?text=x', 'YandexBot'],
] as const;

const SECTIONS = [
  'section-robots',
  'section-warnings',
  'section-sitemaps',
  'section-crawlers',
  'section-page',
  'section-snapshot',
];

const session = await launchExtension();
for (const [name, file, path, agent] of WALK) {
  const site = await startSite({
    '/robots.txt': respond(200, readFileSync(join(CORPUS, file), 'utf8')),
    [path.split('?')[0] as string]: respond(200, PAGE, { 'content-type': 'text/html' }),
  });
  for (const [suffix, width, scheme] of [
    ['', 360, 'light'],
    ['-dark', 360, 'dark'],
    ['-800', 800, 'light'],
    ['-800-dark', 800, 'dark'],
  ] as const) {
    const page = await session.popup({ url: `${site.origin}${path}`, agent });
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 600 });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=verdict]')?.getAttribute('data-verdict') !==
          'loading' && document.querySelector('.sections'),
    );
    await page
      .getByTestId('indexing-line')
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    await page.screenshot({ path: `${out}/${name}${suffix}.png` });
    if (suffix === '') {
      // Each section alone, opened, as a person would read it.
      for (const id of SECTIONS) {
        const section = page.locator(`#${id}`);
        if (!(await section.count())) continue;
        await section.locator('> summary').click();
        await section.screenshot({ path: `${out}/${name}-${id}.png` });
        await section.locator('> summary').click();
      }
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(name, 'overflow', overflow, 'all open, height', height);
    }
    await page.close();
  }
  await site.close();
}
await session.close();

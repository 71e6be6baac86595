import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';
import { ageSnapshot } from './support/worker';

// Issue 14: the popup at 360 px and 800 px, light and dark: the first screen holds the answer,
// nothing scrolls sideways, and axe finds no serious or critical violation (WCAG 2.x AA).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const ROBOTS = [
  'User-agent: *', // 1
  'Crawl-delay: 10', // 2
  'Disallow: /private', // 3
  'Disalow: /typo', // 4
  'Disallow: /a%2bb', // 5
  'Disallow: /c%2bd', // 6
  '', // 7
  'User-agent: GPTBot', // 8
  'User-agent: CCBot', // 9
  'Disallow: /', // 10
  '', // 11
  `Sitemap: /sitemap-${'x'.repeat(120)}.xml`, // 12: a long URL must wrap, not scroll
].join('\n');

const VIEWS = [
  { width: 320, scheme: 'light' },
  { width: 360, scheme: 'light' },
  { width: 360, scheme: 'dark' },
  { width: 800, scheme: 'light' },
  { width: 800, scheme: 'dark' },
] as const;

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/** Opens every section, so axe and the overflow check see their content too. */
async function openAll(page: Page) {
  await page.locator('.sections').waitFor();
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  await page.locator('.robots-lines').waitFor();
}

async function axe(page: Page) {
  // Evaluated over the DevTools protocol: the extension page's CSP refuses inline <script>.
  await page.evaluate(AXE);
  const result = (await page.evaluate(() =>
    (globalThis as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    }),
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('popup layout (issue 14)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();
  const site = sites.start;

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it.each(VIEWS)(
    '$width px, $scheme: no sideways scroll, axe clean, the answer in the first screen',
    async ({ width, scheme }) => {
      const s = await site({ '/robots.txt': respond(200, ROBOTS) });
      const page = await session.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 600 });
      await page.goto(
        `chrome-extension://${session.extensionId}/popup.html?url=${encodeURIComponent(`${s.origin}/shoes`)}&agent=Bingbot`,
      );
      const verdict = page.getByTestId('verdict');
      await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('allowed');
      await page.getByTestId('crawlers-summary').waitFor();

      // The first screen: picker, banner, Crawl-delay line and who-may-crawl line above 600 px.
      for (const id of ['agent-select', 'verdict', 'crawl-delay', 'crawlers-summary']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), id).toBeLessThanOrEqual(600);
      }
      expect(await page.getByTestId('crawlers-summary').textContent()).toBe(
        '2 of 19 crawlers blocked: GPTBot, CCBot.',
      );
      // Collapsed sections say their size; contract elements are in the DOM while closed.
      expect(await page.locator('#section-warnings > summary').textContent()).toBe(
        'Warnings (3 kinds, 4 lines)',
      );
      expect(await page.getByTestId('warnings').locator('> li').count()).toBe(3);
      expect(await page.getByTestId('snapshot').getAttribute('data-status')).toBe('fetched');

      await openAll(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // At 800 px the layout uses the width (no narrow column in a wide page).
      const mainWidth = await page.locator('main').evaluate((m) => m.getBoundingClientRect().width);
      expect(mainWidth).toBeGreaterThan(width - 40);
      expect(await axe(page)).toEqual([]);
    },
  );

  it('a warning line opens the robots.txt view at that line', async () => {
    const s = await site({ '/robots.txt': respond(200, ROBOTS) });
    const page = await session.popup({ url: `${s.origin}/shoes`, agent: 'Bingbot' });
    await page.locator('#section-warnings > summary').click();
    await page.getByTestId('warnings').getByRole('button', { name: 'Line 6' }).click();
    await expect.poll(() => page.locator('#section-robots').getAttribute('open')).toBe('');
    expect(await page.locator('.rl.focus .ln').textContent()).toBe('6');
  });

  it.each(['light', 'dark'] as const)(
    'an unreachable robots.txt (%s): warnings and sitemaps say nothing was read',
    async (scheme) => {
      const s = await site({ '/robots.txt': respond(503, 'down') });
      const page = await session.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 360, height: 600 });
      await page.goto(
        `chrome-extension://${session.extensionId}/popup.html?url=${encodeURIComponent(`${s.origin}/x`)}&agent=Googlebot`,
      );
      await expect
        .poll(() => page.getByTestId('verdict').getAttribute('data-verdict'))
        .toBe('unreachable');
      await page.locator('.sections').waitFor();
      expect(await page.getByTestId('warnings').textContent()).toMatch(/^Nothing was read/);
      expect(await page.getByTestId('sitemaps').textContent()).toMatch(/^Nothing was read/);
      expect(await page.textContent('body')).not.toContain('No problems found');
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
      });
      expect(await axe(page)).toEqual([]);
    },
  );

  // A degraded snapshot (30 h old, past the 24 h stale window; every refresh answers 503): the
  // caveat is in the banner, and the layout holds in both widths and schemes.
  it.each(VIEWS.filter((v) => v.width !== 320))(
    'a degraded snapshot, refresh failing ($width px, $scheme): caveat in the banner, no sideways scroll, axe clean',
    async ({ width, scheme }) => {
      let served = 0;
      const s = await site({
        '/robots.txt': (req, res) =>
          served++ === 0
            ? respond(200, ROBOTS)(req, res)
            : respond(503, 'down', { 'retry-after': '600' })(req, res),
      });
      const url = `${s.origin}/shoes`;
      const warm = await session.popup({ url, agent: 'Bingbot' });
      await expect
        .poll(() => warm.getByTestId('verdict').getAttribute('data-verdict'))
        .toBe('allowed');
      await warm.close();
      await ageSnapshot(session.worker, s.origin, 30);

      const page = await session.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 600 });
      await page.goto(
        `chrome-extension://${session.extensionId}/popup.html?url=${encodeURIComponent(url)}&agent=Bingbot`,
      );
      const verdict = page.getByTestId('verdict');
      // The refresh behind the answer fails; the banner says so once it has.
      await expect
        .poll(() => verdict.getAttribute('data-caveat'), { timeout: 10_000 })
        .toBe('degraded');
      expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
      const caveat = verdict.locator('.caveats li[data-code=degraded]');
      await expect.poll(() => caveat.textContent()).toMatch(/refreshing it fails/);
      const box = await caveat.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(600);
      await expect
        .poll(() => page.getByTestId('snapshot').getAttribute('data-state'))
        .toBe('degraded');

      await openAll(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await axe(page)).toEqual([]);
    },
  );
});

/**
 * Issue 5 performance: how soon the built popup shows its verdict when the robots.txt is
 * already cached, measured in system Chromium from the page's time origin (navigation start)
 * to the first frame where `data-verdict` is no longer `loading`; plus the popup's JavaScript
 * size, gzip. Needs `npm run build` and Chromium (the e2e prerequisites).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION_DIR, launchExtension } from '../e2e/support/chromium';
import { respond, startSite } from '../e2e/support/site';
import { fmt, row } from './measure';

const RUNS = 15;

export default async function run() {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    console.log('  skipped: no build at .output/chrome-mv3 (run `npm run build` first)');
    return;
  }
  printSizes();
  const site = await startSite({
    '/robots.txt': respond(200, 'User-agent: *\nCrawl-delay: 5\nDisallow: /private\n'),
  });
  const session = await launchExtension();
  try {
    const url = `${site.origin}/private/a`;
    const warm = await session.popup({ url, agent: 'Googlebot' });
    await warm.waitForSelector('[data-testid=verdict]:not([data-verdict=loading])');
    await warm.close();
    const times: number[] = [];
    /** From popup.html's arrival (responseEnd): the page's own start, past Chromium's tab set-up. */
    const sincePage: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await session.context.newPage();
      await page.addInitScript(() => {
        // Record the first moment the verdict leaves `loading`, relative to the time origin.
        new MutationObserver((_, observer) => {
          const v = document.querySelector('[data-testid=verdict]');
          if (v && v.getAttribute('data-verdict') !== 'loading') {
            (globalThis as unknown as { verdictAt: number }).verdictAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(
        `chrome-extension://${session.extensionId}/popup.html?url=${encodeURIComponent(url)}&agent=Googlebot`,
      );
      await page.waitForFunction(() => 'verdictAt' in globalThis);
      const [loaded, verdict] = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return [nav.responseEnd, (globalThis as unknown as { verdictAt: number }).verdictAt];
      });
      sincePage.push((verdict ?? Number.NaN) - (loaded ?? Number.NaN));
      times.push(verdict ?? Number.NaN);
      await page.close();
    }
    times.sort((a, b) => a - b);
    sincePage.sort((a, b) => a - b);
    row(
      `verdict from cache after popup.html arrived, median of ${RUNS} (aim < 50 ms)`,
      fmt(sincePage[RUNS >> 1] ?? Number.NaN),
    );
    row('  fastest / slowest', `${fmt(sincePage[0] ?? 0)} / ${fmt(sincePage.at(-1) ?? 0)}`);
    row('verdict after the tab time origin, median', fmt(times[RUNS >> 1] ?? Number.NaN));
    console.log(
      `  robots.txt requests during the bench: ${site.hits('/robots.txt').length} (1 expected)`,
    );
  } finally {
    await session.close();
    await site.close();
  }
}

/** The popup's JavaScript: its entry chunk plus every chunk popup.html preloads, gzip. */
function printSizes() {
  const html = readFileSync(join(EXTENSION_DIR, 'popup.html'), 'utf8');
  const eager = [...html.matchAll(/(?:src|href)="\/?(chunks\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const gz = (file: string) => gzipSync(readFileSync(join(EXTENSION_DIR, file))).byteLength;
  const eagerBytes = eager.reduce((sum, f) => sum + gz(f), 0);
  const lazy = readdirSync(join(EXTENSION_DIR, 'chunks'))
    .map((f) => `chunks/${f}`)
    .filter((f) => !eager.includes(f) && !f.startsWith('chunks/options'));
  row(
    `popup JS loaded before the verdict (${eager.length} chunks), gzip (target < 12 KB)`,
    `${(eagerBytes / 1024).toFixed(1)} KiB`,
  );
  for (const f of eager) row(`  ${f}`, `${(gz(f) / 1024).toFixed(1)} KiB`);
  for (const f of lazy) row(`  ${f} (loaded later)`, `${(gz(f) / 1024).toFixed(1)} KiB`);
}

import type { ExtensionSession } from '../test/e2e/support/chromium';

/** A draft that moves some URLs each way, and a warning to show inline (`Disalow`). */
const DRAFT = [
  '# robots.txt for shop.example — draft',
  'User-agent: *',
  'Crawl-delay: 10',
  'Disallow: /private',
  'Allow: /private/press',
  'Disallow: /checkout',
  'Disalow: /typo',
  '',
  'User-agent: GPTBot',
  'User-agent: CCBot',
  'Disallow: /',
  'Allow: /blog/',
].join('\n');

const URLS = [
  '/',
  '/cart',
  '/checkout/pay',
  '/private/press/launch',
  '/private/orders',
  '/blog/new-trail-shoes',
  '/cart',
  'https://cdn.example/img.png',
  'not a url',
];

/**
 * The workbench after a run (issue 16): draft with an inline warning, the URL list's outcomes, the
 * readings as columns, the diff and the history diff; `docs/workbench<suffix>.png`, light and dark.
 */
export async function shootWorkbench(session: ExtensionSession, origin: string, suffix: string) {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await session.context.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(
      `chrome-extension://${session.extensionId}/workbench.html?origin=${encodeURIComponent(origin)}`,
    );
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=draft]') as HTMLTextAreaElement)?.value !== '',
    );
    await page.getByTestId('draft').fill(DRAFT);
    await page.getByTestId('urls').fill(URLS.join('\n'));
    await page.getByTestId('readings').locator('input[value="python"]').check();
    await page.getByTestId('run').click();
    await page.getByTestId('diff-summary').waitFor();
    await page.getByTestId('draft-warnings').locator('li').first().waitFor();
    // The history diff: the live file against this draft.
    await page.getByTestId('history').locator('select').nth(1).selectOption('draft');
    // The history reads the draft once typing has settled (500 ms, App.tsx): wait for its lines.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=history-diff-summary]')?.getAttribute('data-added') !==
        '0',
    );
    const file = `docs/workbench${suffix}${scheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}

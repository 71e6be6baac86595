import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageKey } from '@/lib/cache/storageKey';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { heldRoute } from './support/heldRoute';
import { respond, siteRegistry } from './support/site';
import type { WorkerGlobals } from './support/worker';

// Round 3 "bfcache": popup.html?url=… opened as a tab, the tab navigated elsewhere, then Back.
// If the page came back from the back/forward cache (`pageshow` with `persisted`, HTML
// "Navigating across documents: traverse the history"), answers sent while it was hidden could
// be lost; this proves the restored (or reloaded) page still works: verdict settled, Refresh
// answers, a live update (settings change, lib/settings.ts watchSettings) still arrives.
/** Everything under /private is disallowed for all; GPTBot is disallowed everywhere. */
const ROBOTS = readFileSync(new URL('../fixtures/bfcache/robots.txt', import.meta.url), 'utf8');

/** Records each `pageshow` of this document; a reloaded document starts without the record. */
const recordPageshow = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shows: boolean[] };
    w.__shows = [];
    addEventListener('pageshow', (e) => w.__shows.push(e.persisted));
  });
const shows = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shows?: boolean[] }).__shows ?? null);

describe('popup.html as a tab, back from another page (bfcache)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension({ bfcache: true });
  });
  afterAll(async () => session?.close());
  afterEach(async () => {
    await sites.closeAll();
    await session.worker.evaluate(() =>
      (globalThis as unknown as WorkerGlobals).chrome.storage.local.remove('settings'),
    );
  });

  const setDefaultAgent = (agent: string) =>
    session.worker.evaluate(
      (settings) => (globalThis as unknown as WorkerGlobals).chrome.storage.local.set({ settings }),
      { ...DEFAULT_SETTINGS, defaultAgent: agent },
    );

  /** Back to the popup; says whether it was restored from bfcache (null: loaded again). */
  async function back(page: Page, to: RegExp = /popup\.html/) {
    // A restore fires `pageshow`, not `load`: wait for the commit, then for the document.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(to, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'complete');
    const restored = await shows(page);
    const nav = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        notRestoredReasons?: unknown;
      };
      return { type: entry.type, why: JSON.stringify(entry.notRestoredReasons ?? null) };
    });
    return { restored, nav };
  }

  /**
   * Chromium keeps only http(s) documents in bfcache: the popup comes back as a new load, and
   * the browser says why (Navigation Timing `notRestoredReasons`, Chrome 123+). That reason is
   * the proof bfcache was on and considered the page: with it off, the reason says so instead.
   * (A control that a plain web page *is* restored was dropped: Chromium may decline any single
   * restore — a clean-clone CI run saw it — so it could not be made deterministic.)
   */
  function expectNotRestored(how: Awaited<ReturnType<typeof back>>) {
    expect(how.restored).toBeNull();
    expect(how.nav.type).toBe('back_forward');
    expect(how.nav.why).toContain('response-scheme-not-http-or-https');
    expect(how.nav.why).not.toMatch(/disabled/i);
  }

  async function stillWorks(page: Page) {
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect(await verdict.getAttribute('data-agent')).toBe('Googlebot');
    // Refresh answers: the button leaves its busy state (a new check, or the 10 s fetch gate's
    // countdown, lib/cache/fetchGate.ts); an answer lost while hidden would keep it busy.
    const refresh = page.getByTestId('refresh');
    await refresh.click();
    await expect.poll(() => refresh.textContent()).not.toMatch(/refreshing/i);
    // A live update: the default crawler changes in storage, the shown verdict follows.
    await setDefaultAgent('GPTBot');
    await expect.poll(() => verdict.getAttribute('data-agent')).toBe('GPTBot');
    expect(await verdict.getAttribute('data-verdict')).toBe('disallowed');
  }

  it('the answer lands while the popup tab shows another page: Back shows the verdict', async () => {
    const gate = heldRoute(ROBOTS);
    const s = await sites.start({ '/robots.txt': gate.route });
    const page = await session.popup({ url: `${s.origin}/private/x` });
    await expect.poll(() => s.hits('/robots.txt').length).toBeGreaterThan(0);
    expect(await page.getByTestId('verdict').getAttribute('data-verdict')).toBe('loading');
    await recordPageshow(page);
    await page.goto(`${s.origin}/elsewhere`);
    gate.release();
    // The background stored the answer while the popup was hidden.
    await expect
      .poll(() =>
        session.worker.evaluate(
          async (key) =>
            Boolean(
              (await (globalThis as unknown as WorkerGlobals).chrome.storage.local.get(key))[key],
            ),
          storageKey(s.origin),
        ),
      )
      .toBe(true);
    const how = await back(page);
    expectNotRestored(how);
    await stillWorks(page);
  });

  it('a settled popup tab, navigated away and back, still refreshes and follows live updates', async () => {
    const gate = heldRoute(ROBOTS);
    gate.release();
    const s = await sites.start({ '/robots.txt': gate.route });
    const page = await session.popup({ url: `${s.origin}/private/x` });
    await expect
      .poll(() => page.getByTestId('verdict').getAttribute('data-verdict'))
      .toBe('disallowed');
    await recordPageshow(page);
    await page.goto(`${s.origin}/elsewhere`);
    const how = await back(page);
    expectNotRestored(how);
    await stillWorks(page);
  });

  it.each([
    ['options.html', 'default-agent'],
    ['workbench.html', 'draft'],
  ])('%s, navigated away and back, loads again and renders', async (file, testid) => {
    const s = await sites.start({ '/robots.txt': respond(200, ROBOTS) });
    const page = await session.context.newPage();
    await page.goto(
      `chrome-extension://${session.extensionId}/${file}?origin=${encodeURIComponent(s.origin)}`,
    );
    await page.getByTestId(testid).waitFor();
    await recordPageshow(page);
    await page.goto(`${s.origin}/elsewhere`);
    expectNotRestored(await back(page, new RegExp(file.replace('.', '\\.'))));
    await page.getByTestId(testid).waitFor();
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveWorker, workerStopper } from '../bench/workerControl';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, startSite, type TestSite } from './support/site';

// Issue 17 item 3: a popup opened while Chrome has stopped the idle service worker (CDP
// ServiceWorker.stopAllWorkers, as test/e2e/restart.test.ts does) shows the verdict the background
// kept in storage.session, before the worker's answer arrives, and then the live answer.

/** When the verdict first left `loading`, and the verdict shown then, recorded by the page. */
interface Seen {
  verdictAt?: number;
  firstVerdict?: string;
}

/** The worker's `chrome.storage.session`, as much as is read here. */
interface SessionGlobals {
  chrome: { storage: { session: { get(key: string): Promise<Record<string, unknown>> } } };
}

describe('popup verdict from a stopped worker (issue 17)', () => {
  let session: ExtensionSession;
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite({ '/robots.txt': respond(200, 'User-agent: *\nDisallow: /private\n') });
    session = await launchExtension();
    await session.context.addInitScript(() => {
      const g = globalThis as unknown as Seen;
      new MutationObserver((_, observer) => {
        const v = document.querySelector('[data-testid=verdict]');
        const kind = v?.getAttribute('data-verdict');
        if (kind && kind !== 'loading') {
          g.verdictAt = performance.now();
          g.firstVerdict = kind;
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  const open = async (url: string): Promise<Page> => {
    const page = await session.popup({ url, agent: 'Googlebot' });
    await page.waitForSelector('[data-testid=verdict]:not([data-verdict=loading])');
    return page;
  };

  it('shows the kept verdict before the restarted worker answers, then the live one', async () => {
    const url = `${site.origin}/private/a`;
    // The running worker answers once and keeps the first screen.
    await (await open(url)).close();
    const kept = await (await liveWorker(session)).evaluate(
      async () =>
        (await (globalThis as unknown as SessionGlobals).chrome.storage.session.get('firstScreen'))
          .firstScreen,
    );
    expect(kept).toEqual([
      expect.objectContaining({ url, asked: 'Googlebot', report: expect.anything() }),
    ]);

    await (await workerStopper(session)).stop();
    const page = await open(url);
    await page.waitForFunction(() => performance.getEntriesByName('popup:answer').length > 0);
    const { verdictAt, firstVerdict, answerAt } = await page.evaluate(() => ({
      ...(globalThis as unknown as Seen),
      answerAt: performance.getEntriesByName('popup:answer')[0]?.startTime ?? Number.NaN,
    }));
    expect(firstVerdict).toBe('disallowed');
    // The banner was there before the worker's answer came back (an order, not a time).
    expect(verdictAt).toBeLessThan(answerAt);
    // The live answer then brings the rest of the first screen (the snapshot line).
    await page.waitForSelector('[data-testid=snapshot]', { state: 'attached' });
    expect(await page.getAttribute('[data-testid=verdict]', 'data-verdict')).toBe('disallowed');
    await page.close();
  });

  it('never shows a kept verdict for another URL', async () => {
    const other = `${site.origin}/public/b`;
    await (await workerStopper(session)).stop();
    const page = await open(other);
    expect(await page.evaluate(() => (globalThis as unknown as Seen).firstVerdict)).toBe('allowed');
    await page.close();
  });
});

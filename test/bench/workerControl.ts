/**
 * The extension's service worker in the popup bench: find the live one, stop it as Chrome does
 * an idle worker (CDP ServiceWorker.stopAllWorkers, as test/e2e/restart.test.ts does).
 */
import type { Worker } from 'playwright-core';
import type { ExtensionSession } from '../e2e/support/chromium';

/** The running worker of the extension (a restarted worker is a new target). */
export async function liveWorker(session: ExtensionSession): Promise<Worker> {
  for (;;) {
    const ours = session.context
      .serviceWorkers()
      .filter((w) => w.url().includes(session.extensionId))
      .reverse();
    for (const worker of ours) {
      const alive = await worker.evaluate(() => true).catch(() => false);
      if (alive) return worker;
    }
    await session.context.waitForEvent('serviceworker', { timeout: 10_000 });
  }
}

/** `stop()` resolves once Chrome reports the extension's worker stopped. */
export async function workerStopper(session: ExtensionSession) {
  const cdp = await session.context.newCDPSession(await session.context.newPage());
  let status = 'running';
  let onStatus = () => {};
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    const ours = e.versions.find((v) => v.scriptURL.includes(session.extensionId));
    if (!ours) return;
    status = ours.runningStatus;
    onStatus();
  });
  await cdp.send('ServiceWorker.enable');
  return {
    async stop(): Promise<void> {
      const stopped = new Promise<void>((resolve) => {
        onStatus = () => status === 'stopped' && resolve();
      });
      await cdp.send('ServiceWorker.stopAllWorkers');
      if (status !== 'stopped') await stopped;
    },
  };
}

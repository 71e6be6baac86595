import type { CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { ask, askReport } from './support/report';
import { respond, siteRegistry } from './support/site';
import { ageSnapshot, badgeOf, setBadgeText, tabIdOf, type WorkerGlobals } from './support/worker';

// Issue 8: the service worker is stopped (Chrome DevTools Protocol, ServiceWorker.stopAllWorkers,
// as Chrome does to an idle worker) between checks and in the middle of a refresh. Storage is the
// source of truth: no snapshot is lost, no fetch storm follows, badges are repainted.

/** The extension globals the tests call inside the worker. */

describe('service worker restarts (issue 8)', () => {
  let session: ExtensionSession;
  let cdp: CDPSession;
  /** An extension page that stays open: it sends the messages that wake a stopped worker. */
  let home: Page;
  let status = 'running';
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
    // A CDP session on a plain page: ServiceWorker.* acts on every worker of the profile.
    cdp = await session.context.newCDPSession(await session.context.newPage());
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
      const ours = e.versions.find((v) => v.scriptURL.includes(session.extensionId));
      if (ours) status = ours.runningStatus;
    });
    await cdp.send('ServiceWorker.enable');
    home = await session.popup({ url: 'chrome://newtab/' });
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  /** The live worker (a restarted worker is a new target), once it answers. */
  async function currentWorker(): Promise<Worker> {
    let found: Worker | undefined;
    await expect
      .poll(async () => {
        for (const w of session.context.serviceWorkers()) {
          if (!w.url().includes(session.extensionId)) continue;
          try {
            await w.evaluate(() => 1);
            found = w;
            return true;
          } catch {}
        }
        return false;
      })
      .toBe(true);
    return found as Worker;
  }

  /** Marks the running worker, stops it and waits until Chrome says it is stopped. */
  async function stopWorker(): Promise<void> {
    await (await currentWorker()).evaluate(() => {
      (globalThis as unknown as WorkerGlobals).__generation = 'before the stop';
    });
    await cdp.send('ServiceWorker.stopAllWorkers');
    await expect.poll(() => status, { timeout: 5_000 }).toBe('stopped');
  }

  /** Wakes the worker with a message, as any popup would, and checks it is a new instance. */
  async function wakeWorker(): Promise<Worker> {
    await ask(home, 'ping');
    expect(status).toBe('running');
    const worker = await currentWorker();
    expect(
      await worker.evaluate(() => (globalThis as unknown as WorkerGlobals).__generation),
    ).toBeUndefined();
    return worker;
  }

  it('between checks: the snapshot comes back from storage, not from a second fetch', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, 'User-agent: *\nDisallow: /private\n'),
    });
    const before = await askReport(home, `${s.origin}/private/a`, 'Googlebot');
    expect(before.verdict).toBe('disallowed');
    await stopWorker();
    await wakeWorker();
    const after = await askReport(home, `${s.origin}/private/b`, 'Googlebot');
    expect(after.verdict).toBe('disallowed');
    expect(after.rule).toEqual(before.rule);
    expect(after.snapshot).toMatchObject({
      status: 'fetched',
      sha256: before.snapshot?.sha256,
      fetchedAt: before.snapshot?.fetchedAt,
    });
    expect(s.hits('/robots.txt')).toHaveLength(1);
  });

  it('in the middle of a refresh: the old snapshot stays, at most one more fetch, no storm', async () => {
    let served = 0;
    const s = await sites.start({
      '/robots.txt': (req, res) => {
        served += 1;
        // The first answer is quick; refreshes take 1.5 s, long enough to stop the worker.
        const body =
          served === 1 ? 'User-agent: *\nDisallow: /v1\n' : 'User-agent: *\nDisallow: /v2\n';
        setTimeout(() => respond(200, body)(req, res), served === 1 ? 0 : 1_500);
      },
    });
    const first = await askReport(home, `${s.origin}/v1/x`, 'Googlebot');
    expect(first.verdict).toBe('disallowed');
    // Age the stored snapshot past the fresh window (as 7 hours would), so a check refreshes it.
    await ageSnapshot(await currentWorker(), s.origin, 7);
    const stale = await askReport(home, `${s.origin}/v1/x`, 'Googlebot');
    expect(stale.snapshot).toMatchObject({ state: 'stale', refreshing: true });
    await expect.poll(() => s.hits('/robots.txt').length).toBe(2);
    await stopWorker(); // the refresh is in flight
    await wakeWorker();

    const after = await askReport(home, `${s.origin}/v1/x`, 'Googlebot');
    // Not lost: the old snapshot answers at once while the new worker refreshes it.
    expect(after.verdict).toBe('disallowed');
    expect(after.snapshot).toMatchObject({ status: 'fetched', sha256: first.snapshot?.sha256 });
    // That refresh lands and later checks are served from storage.
    await expect
      .poll(async () => (await askReport(home, `${s.origin}/v2/x`, 'Googlebot')).verdict, {
        timeout: 5_000,
      })
      .toBe('disallowed');
    for (let i = 0; i < 5; i++) await askReport(home, `${s.origin}/p${i}`, 'Googlebot');
    // The first fetch, the refresh cut by the stop, one refresh by the new worker: no more.
    expect(s.hits('/robots.txt')).toHaveLength(3);
  });

  it('restores every tab badge from storage after a restart', async () => {
    const s = await sites.start({ '/robots.txt': respond(200, 'User-agent: *\nDisallow: /\n') });
    const tab = await session.context.newPage();
    await tab.goto(`${s.origin}/private`);
    const badge = async () => badgeOf(await currentWorker(), s.origin, true);
    await expect.poll(badge, { timeout: 5_000 }).toBe('NO');
    // Paint something else, so only a repaint by the restarted worker can bring 'NO' back.
    const worker = await currentWorker();
    await setBadgeText(worker, (await tabIdOf(worker, s.origin, true)) as number, 'X');
    expect(await badge()).toBe('X');
    await stopWorker();
    await wakeWorker();
    await expect.poll(badge, { timeout: 5_000 }).toBe('NO');
    expect(s.hits('/robots.txt')).toHaveLength(1);
    await tab.close();
  });
});

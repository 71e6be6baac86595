import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@/lib/report';
import { type IncognitoSession, launchWithIncognito } from './support/incognito';
import { ask } from './support/report';
import { startSite, type TestSite } from './support/site';

/** `chrome` in extension pages and the worker; Node's types do not know the extension globals. */
interface ChromeGlobals {
  chrome: {
    extension: { inIncognitoContext: boolean };
    storage: { local: { get(keys: null): Promise<Record<string, unknown>> } };
  };
}

// Issue 12 item 6 (docs/security.md "Track the user"): Chrome runs the incognito side of a
// `"incognito": "split"` extension in its own worker, whose cache is memory-only. Nothing is
// written to storage for `storage.onChanged` to report, so an open popup learns that a refresh
// landed over the `snapshot-landed` port (lib/cache/landedPort.ts).
describe('an incognito popup follows a refresh, with nothing stored (issue 12 item 6)', () => {
  let session: IncognitoSession;
  let site: TestSite;
  let body = 'User-agent: *\nDisallow: /private\n';

  beforeAll(async () => {
    site = await startSite({
      '/robots.txt': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(body);
      },
    });
    session = await launchWithIncognito();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('live-updates the verdict when a refresh lands, and storage.local never holds the origin', async () => {
    const origin = `http://private.test:${site.port}`;
    const url = `${origin}/private/a`;
    const popup = await session.incognitoPage(
      `popup.html?url=${encodeURIComponent(url)}&agent=Googlebot`,
    );
    expect(
      await popup.evaluate(
        () => (globalThis as unknown as ChromeGlobals).chrome.extension.inIncognitoContext,
      ),
    ).toBe(true);
    const verdict = popup.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');

    body = 'User-agent: *\nAllow: /\n';
    // A refresh the popup's UI did not ask for (sent from its page, its answer kept here): at most
    // one fetch per origin per 10 s, so it is asked again until the new file lands.
    await expect
      .poll(
        async () => (await ask<Report>(popup, 'refresh', { url, agent: 'Googlebot' })).verdict,
        { timeout: 20_000, interval: 500 },
      )
      .toBe('allowed');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(site.hits('/robots.txt')).toHaveLength(2);

    const stored = await session.worker.evaluate(() =>
      (globalThis as unknown as ChromeGlobals).chrome.storage.local.get(null),
    );
    expect(Object.keys(stored).filter((k) => k.includes('private.test'))).toEqual([]);
  }, 60_000);
});

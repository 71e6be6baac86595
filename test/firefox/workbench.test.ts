import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, startSite, type TestSite } from '../e2e/support/site';
import { type FirefoxSession, launchFirefox } from './support/firefox';

// Issue 16: the workbench's matrix runs in a module Web Worker; this proves the Firefox build
// (firefox-mv2) starts it from the moz-extension page and reads its diff through the contract.
const LIVE = 'User-agent: *\nDisallow: /private\n';
const DRAFT = 'User-agent: *\nDisallow: /private\nAllow: /private/press\n';

let ff: FirefoxSession;
let site: TestSite;

beforeAll(async () => {
  site = await startSite({ '/robots.txt': respond(200, LIVE) });
  ff = await launchFirefox();
}, 90_000);

afterAll(async () => {
  await ff?.close();
  await site?.close();
});

describe('the workbench in a real Firefox', () => {
  it('loads the live file, runs the draft in the worker and lists the flips', async () => {
    await ff.open(`workbench.html?origin=${encodeURIComponent(site.origin)}`);
    const result = await ff.evaluate<{ checked: string; flipped: string; rows: string[][] }>(
      `
      const [draft, urls] = args;
      /** Resolves with the first truthy value of probe(), checked on every frame. */
      const waitFor = async (probe, what) => {
        const until = Date.now() + 20000;
        for (;;) {
          const value = probe();
          if (value) return value;
          if (Date.now() > until) throw new Error('timed out waiting for ' + what);
          await new Promise((r) => requestAnimationFrame(r));
        }
      };
      const set = (id, value) => {
        const el = document.querySelector('[data-testid="' + id + '"]');
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      await waitFor(() => document.querySelector('[data-testid="draft"]')?.value === ${JSON.stringify(LIVE)}, 'the live file');
      set('draft', draft);
      set('urls', urls);
      await new Promise((r) => requestAnimationFrame(r));
      document.querySelector('[data-testid="run"]').click();
      const summary = await waitFor(() => document.querySelector('[data-testid="diff-summary"]'), 'the diff');
      const rows = [...document.querySelectorAll('[data-testid="diff-row"]')].map((r) => [
        r.dataset.url, r.dataset.agent, r.dataset.live, r.dataset.draft, r.dataset.lineLive, r.dataset.lineDraft,
      ]);
      return { checked: summary.dataset.checked, flipped: summary.dataset.flipped, rows };
      `,
      [DRAFT, '/private/press/1\n/private/x'],
    );
    expect(result.checked).toBe(String(2 * 6));
    expect(result.flipped).toBe('6');
    expect(result.rows[0]).toEqual([
      `${site.origin}/private/press/1`,
      'Googlebot',
      'disallowed',
      'allowed',
      '2',
      '3',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, startSite, type TestSite } from '../e2e/support/site';
import { type FirefoxSession, launchFirefox } from './support/firefox';

// Issue 12 item 1 in Firefox, which has no declarativeNetRequest rules for this: the blocking
// webRequest listener cancels the extension's own redirect hop into the user's network. The
// page is on 127.0.0.1:<A> (its own site is allowed: the intranet exception); its robots.txt
// redirects to 127.0.0.1:<B>, another private site, which must see no request.
describe('requests into the user network, in a real Firefox (issue 12 item 1)', () => {
  let ff: FirefoxSession;
  let page: TestSite;
  let victim: TestSite;

  beforeAll(async () => {
    victim = await startSite({ '/admin': respond(200, 'deleted') });
    page = await startSite({
      '/robots.txt': respond(302, '', { location: `${victim.origin}/admin?delete=1` }),
    });
    ff = await launchFirefox();
  }, 90_000);
  afterAll(async () => {
    await ff?.close();
    await page?.close();
    await victim?.close();
  });

  it('cancels the redirect hop and says why in the popup', async () => {
    await ff.open(`popup.html?url=${encodeURIComponent(`${page.origin}/x`)}&agent=Googlebot`);
    // Settled, and the later chunk in (its snapshot section): the refusal is then in full words.
    const shown = await ff.evaluate<{ verdict: string; text: string; reason: string }>(`
      const until = Date.now() + 15000;
      for (;;) {
        const el = document.querySelector('[data-testid="verdict"]');
        if (el && el.dataset.verdict !== 'loading' && document.querySelector('[data-testid="snapshot"]')) {
          const reason = el.querySelector('.verdict-why')?.textContent ?? '';
          return { verdict: el.dataset.verdict, text: document.body.textContent, reason };
        }
        if (Date.now() > until) throw new Error('timed out waiting for a settled verdict');
        await new Promise((r) => requestAnimationFrame(r));
      }
    `);
    expect(page.hits('/robots.txt')).toHaveLength(1);
    expect(victim.hits('/admin')).toHaveLength(0);
    expect(shown.verdict).toBe('unreachable');
    // The refusal in words, naming the hop it refused and its host type, in the banner's reason
    // and the not-read line (components/fetchErrorText.ts, lib/net/refusal.ts).
    const refusal = `refused: ${page.origin}/robots.txt redirected to ${victim.origin}/admin?delete=1, a loopback address (this computer)`;
    expect(shown.reason).toContain(refusal);
    expect(shown.text).toContain(`robots.txt could not be fetched (${refusal})`);
  });
});

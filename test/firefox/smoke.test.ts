import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, startSite, type TestSite } from '../e2e/support/site';
import { type FirefoxSession, launchFirefox } from './support/firefox';
import { SAVE, WAIT } from './support/pageScripts';

// One real Firefox (ESR, headless, the built add-on installed as a temporary add-on over
// Marionette) for the whole file: several checks, one browser start (issue #19).

/** A page that says noindex in a header and nofollow in a meta a script adds after load. */

const SIGNALS_PAGE = `<!doctype html><html><head><title>signals</title>
<script>addEventListener('load', () => document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="nofollow">'));</script>
</head><body><p>page</p></body></html>`;

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'Sitemap: /sitemap.xml',
].join('\n');

let ff: FirefoxSession;
let site: TestSite;
let down: TestSite;

beforeAll(async () => {
  site = await startSite({
    '/robots.txt': respond(200, ROBOTS),
    '/signals': respond(200, SIGNALS_PAGE, {
      'content-type': 'text/html; charset=utf-8',
      'X-Robots-Tag': 'noindex',
    }),
  });
  down = await startSite({ '/robots.txt': respond(503, 'maintenance') });
  ff = await launchFirefox();
}, 90_000);

afterAll(async () => {
  await ff?.close();
  await site?.close();
  await down?.close();
});

async function verdictFor(url: string, agent: string) {
  await ff.open(`popup.html?url=${encodeURIComponent(url)}&agent=${encodeURIComponent(agent)}`);
  return ff.evaluate<{ verdict: string; agent: string; line: string | null; text: string }>(`${WAIT}
    const el = await settled();
    const rule = document.querySelector('[data-testid="matched-rule"]');
    return { verdict: el.dataset.verdict, agent: el.dataset.agent, line: rule && rule.dataset.line, text: el.textContent };
  `);
}

describe('Robots Lens in a real Firefox', () => {
  it('installs as a temporary add-on with a moz-extension origin', () => {
    expect(ff.addonId).toBe('robots-lens@robotslens.dev');
    expect(ff.extensionOrigin).toMatch(/^moz-extension:\/\/[0-9a-f-]{36}$/);
  });

  it.each([
    // [path, crawler, verdict, deciding line]: DESIGN.md "The popup's test contract".
    ['/public/page', 'Googlebot', 'allowed', null],
    ['/private/page', 'Googlebot', 'disallowed', '2'],
    ['/public/page', 'GPTBot', 'disallowed', '5'],
  ])('%s for %s is %s (line %s)', async (path, agent, verdict, line) => {
    const result = await verdictFor(`${site.origin}${path}`, agent);
    expect(result.verdict).toBe(verdict);
    expect(result.agent).toBe(agent);
    if (line) expect(result.line).toBe(line);
  });

  it('reads a 503 robots.txt as unreachable (RFC 9309 §2.3.1.4)', async () => {
    const result = await verdictFor(`${down.origin}/any`, 'Googlebot');
    expect(result.verdict).toBe('unreachable');
  });

  it('lists the advertised sitemap as an absolute link', async () => {
    await ff.open(`popup.html?url=${encodeURIComponent(`${site.origin}/x`)}&agent=Googlebot`);
    const hrefs = await ff.evaluate<string[]>(`${WAIT}
      await settled();
      const links = await waitFor(() => {
        const found = [...document.querySelectorAll('[data-testid="sitemaps"] a')];
        return found.length > 0 && found;
      }, 'sitemap links');
      return links.map((a) => a.href);
    `);
    expect(hrefs).toEqual([`${site.origin}/sitemap.xml`]);
  });

  it('paints the badge of a tab from its robots.txt verdict', async () => {
    await ff.navigate(`${site.origin}/private/page`);
    await ff.newTab();
    await ff.open('popup.html?url=about:blank');
    const badge = await ff.evaluate<string>(
      `${WAIT}
      const tab = (await browser.tabs.query({})).find((t) => t.url === args[0]);
      if (!tab) throw new Error('no tab shows ' + args[0]);
      const until = Date.now() + 15000;
      for (;;) {
        const text = await browser.browserAction.getBadgeText({ tabId: tab.id });
        if (text || Date.now() > until) return text;
        await new Promise((r) => requestAnimationFrame(r));
      }`,
      [`${site.origin}/private/page`],
    );
    expect(badge).toBe('NO');
  });

  it('saves a setting from the options page and reads it back', async () => {
    await ff.open('options.html');
    const saved = await ff.evaluate<string>(`${WAIT}${SAVE}
      const select = await waitFor(() => document.querySelector('[data-testid="default-agent"]'), 'the default crawler field');
      select.value = 'ClaudeBot';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      select.dispatchEvent(new Event('input', { bubbles: true }));
      return saveOptions();
    `);
    expect(saved).toMatch(/^Saved\./);
    await ff.open('options.html');
    const value = await ff.evaluate<string>(`${WAIT}
      const select = await waitFor(() => {
        const s = document.querySelector('[data-testid="default-agent"]');
        return s && s.value === 'ClaudeBot' && s;
      }, 'the stored default crawler');
      return select.value;
    `);
    expect(value).toBe('ClaudeBot');
  });

  it('reads the page signals of a tab: an observed header and a meta added after load', async () => {
    await ff.navigate(`${site.origin}/signals`);
    await ff.evaluate(`${WAIT}
      await waitFor(() => document.querySelector('meta[name="robots"]'), 'the late meta');`);
    await ff.newTab();
    await ff.open('popup.html?url=about:blank');
    const tabId = await ff.evaluate<number>(
      `const tab = (await browser.tabs.query({})).find((t) => t.url === args[0]);
      if (!tab) throw new Error('no tab shows ' + args[0]);
      return tab.id;`,
      [`${site.origin}/signals`],
    );
    await ff.open(`popup.html?tabId=${tabId}&agent=Googlebot`);
    const indexing = await ff.evaluate<{
      index: string;
      follow: string;
      sources: string[];
    }>(`${WAIT}
      await settled();
      const el = await waitFor(() => {
        const found = document.querySelector('[data-testid="indexing"]');
        return found && found.dataset.index !== 'unknown' && found.dataset.follow !== 'unknown' && found;
      }, 'the indexing line');
      const sources = [...document.querySelectorAll('[data-testid="indexing-source"]')].map((i) => i.dataset.source);
      return { index: el.dataset.index, follow: el.dataset.follow, sources };
    `);
    expect(indexing).toEqual({ index: 'noindex', follow: 'nofollow', sources: ['header', 'meta'] });
  });

  it('opted in, the badge shows the indexing state: NOIX from an observed header (issue 15)', async () => {
    await ff.open('options.html');
    const saved = await ff.evaluate<string>(`${WAIT}${SAVE}
      const box = await waitFor(() => document.querySelector('[data-testid="badge-indexing"]'), 'the indexing badge setting');
      if (box.checked) throw new Error('the indexing badge is on before it was turned on');
      box.click();
      return saveOptions();
    `);
    expect(saved).toMatch(/^Saved\./);
    await ff.navigate(`${site.origin}/signals?badge`);
    await ff.newTab();
    await ff.open('popup.html?url=about:blank');
    const badge = await ff.evaluate<string>(
      `const tab = (await browser.tabs.query({})).find((t) => t.url === args[0]);
      if (!tab) throw new Error('no tab shows ' + args[0]);
      const until = Date.now() + 15000;
      for (;;) {
        const text = await browser.browserAction.getBadgeText({ tabId: tab.id });
        if (text === 'NOIX' || Date.now() > until) return text;
        await new Promise((r) => requestAnimationFrame(r));
      }`,
      [`${site.origin}/signals?badge`],
    );
    expect(badge).toBe('NOIX');
  });

  // Firefox logs "Promise resolved (or rejected) after context unloaded" when an extension page
  // goes away while one of its API calls (a storage read, a message to the worker) is still
  // answering: the answer is dropped with the page, and nothing of ours is lost. These checks
  // navigate away from pages mid-flight on purpose, so that message is expected; every other
  // error fails the suite. It has two wordings, one event: ExtensionCommon.sys.mjs `wrapPromise`
  // says "after context unloaded" once the page's window is gone and "while context is inactive"
  // while it is no longer the tab's current one but not yet gone (`active` is `isCurrentGlobal &&
  // !isInBFCache`). Which one a run logs is a race with the window's teardown; the calls seen
  // (their stacks) were @wxt-dev/storage's settings reads, made as the popup's later chunk loads
  // lib/settings. A read already sent cannot be taken back when the page goes.
  it('logs no errors from the extension in the browser console', async () => {
    const errors = await ff.evaluateChrome<string[]>(
      `const origin = args[0];
       return Services.console.getMessageArray()
         .filter((m) => m instanceof Ci.nsIScriptError && !(m.flags & Ci.nsIScriptError.warningFlag))
         .filter((m) => (m.sourceName || '').startsWith(origin) || (m.errorMessage || '').includes(origin))
         .filter((m) => !/^Promise (resolved|rejected) (after context unloaded|while context is inactive)/.test(m.errorMessage || ''))
         .map((m) => m.sourceName + ': ' + m.errorMessage);`,
      [ff.extensionOrigin],
    );
    expect(errors).toEqual([]);
  });
});

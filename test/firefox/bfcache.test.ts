import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { heldRoute } from '../e2e/support/heldRoute';
import { siteRegistry } from '../e2e/support/site';
import { type FirefoxSession, launchFirefox } from './support/firefox';
import { SAVE, WAIT } from './support/pageScripts';

// Round 3 "bfcache", in Firefox: popup.html?url=… opened as a tab, the tab navigated to a web
// page, then Back (WebDriver:Back, as the toolbar button). Firefox may restore the extension page
// from the back/forward cache (`pageshow` with `persisted`, HTML "traverse the history"); answers
// that arrive while it is hidden could then be dropped ("Promise resolved while context is
// inactive"). The popup must still settle its verdict, answer Refresh and follow a live update.
/** Everything under /private is disallowed for all; GPTBot is disallowed everywhere. */
const ROBOTS = readFileSync(new URL('../fixtures/bfcache/robots.txt', import.meta.url), 'utf8');

let ff: FirefoxSession;
const sites = siteRegistry();

beforeAll(async () => {
  ff = await launchFirefox();
}, 90_000);

afterAll(async () => ff?.close());
afterEach(() => sites.closeAll());

const handle = async () =>
  (await ff.marionette.send<{ value: string }>('WebDriver:GetWindowHandle')).value;
const switchTo = (h: string) => ff.marionette.send('WebDriver:SwitchToWindow', { handle: h });

/** Records each `pageshow` of this document; a reloaded document starts without the record. */
const recordPageshow = () =>
  ff.evaluate(
    `window.__shows = []; addEventListener('pageshow', (e) => window.__shows.push(e.persisted));`,
  );

/**
 * The other top-level documents in the current tab's browsing-context group (their file names):
 * an extension's pages share one group with its background page.
 */
const groupPeers = () =>
  ff.evaluateChrome<string[]>(`const bc = gBrowser.selectedBrowser.browsingContext;
    return bc.group.getToplevels().filter((t) => t.id !== bc.id)
      .map((t) => t.currentURI.spec.replace(/^.*\\//, ''));`);

/**
 * Observed in Firefox ESR: an extension page is not kept in bfcache (logged with
 * MOZ_LOG=SHIPBFCache:5 as "should be blocked from going into the BFCache") while its
 * browsing-context group also holds the background page; Back loads it again.
 */
function expectNotRestored(after: { shows: boolean[] | null; nav: string }) {
  expect(after.shows).toBeNull();
  expect(after.nav).toBe('back_forward');
}

/** Back in the current tab; the popup's state after it, and whether Refresh answers. */
async function backAndCheck() {
  await ff.marionette.send('Marionette:SetContext', { value: 'content' });
  await ff.marionette.send('WebDriver:Back');
  return ff.evaluate<{
    shows: boolean[] | null;
    nav: string;
    verdict: string;
    agent: string;
    refreshed: string;
  }>(`${WAIT}
    await waitFor(() => location.pathname === '/popup.html' && document.readyState === 'complete', 'the popup');
    const shows = window.__shows ?? null;
    const nav = performance.getEntriesByType('navigation')[0].type;
    const el = await settled();
    // Refresh answers: the button leaves its busy state (a new check or the fetch gate's countdown).
    const busy = browser.i18n.getMessage('popup_refresh_busy');
    const button = document.querySelector('[data-testid="refresh"]');
    button.click();
    const refreshed = await waitFor(() => button.textContent !== busy && button.textContent, 'Refresh to answer');
    return { shows, nav, verdict: el.dataset.verdict, agent: el.dataset.agent, refreshed };
  `);
}

/**
 * A live update: the default crawler saved as GPTBot in the options page (another tab); the
 * popup tab's verdict must follow. Puts Googlebot back afterwards.
 */
async function liveUpdate() {
  const popupTab = await handle();
  const saveAgent = async (agent: string) => {
    await ff.newTab();
    await ff.open('options.html');
    await ff.evaluate(
      `${WAIT}${SAVE}
      const select = await waitFor(() => document.querySelector('[data-testid="default-agent"]'), 'the default crawler field');
      select.value = args[0];
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return saveOptions();`,
      [agent],
    );
    await ff.marionette.send('WebDriver:CloseWindow');
    await switchTo(popupTab);
  };
  await saveAgent('GPTBot');
  const live = await ff.evaluate<{ verdict: string; agent: string }>(`${WAIT}
    const el = await waitFor(() => {
      const v = document.querySelector('[data-testid="verdict"]');
      return v && v.dataset.agent === 'GPTBot' && v.dataset.verdict !== 'loading' && v;
    }, 'the live update');
    return { verdict: el.dataset.verdict, agent: el.dataset.agent };`);
  await saveAgent('Googlebot');
  return live;
}

describe('popup.html as a Firefox tab, back from a web page (bfcache)', () => {
  it('control: this Firefox does restore a plain web page from bfcache', async () => {
    const site = await sites.start();
    await ff.navigate(`${site.origin}/a`);
    await recordPageshow();
    await ff.navigate(`${site.origin}/b`);
    await ff.marionette.send('WebDriver:Back');
    const shows = await ff.evaluate<boolean[] | null>(`${WAIT}
      await waitFor(() => location.pathname === '/a' && document.readyState === 'complete', 'page a');
      return window.__shows ?? null;`);
    expect(shows).toEqual([true]);
  });

  it('the answer lands while the tab shows another page: Back shows the verdict', async () => {
    const gate = heldRoute(ROBOTS);
    const site = await sites.start({ '/robots.txt': gate.route });
    const popupTab = await handle();
    await ff.open(`popup.html?url=${encodeURIComponent(`${site.origin}/private/x`)}`);
    await expect.poll(() => site.hits('/robots.txt').length).toBeGreaterThan(0);
    await recordPageshow();
    await ff.navigate(`${site.origin}/elsewhere`);
    gate.release();
    // The background has the answer: a second popup for the same URL settles on it.
    await ff.newTab();
    await ff.open(`popup.html?url=${encodeURIComponent(`${site.origin}/private/x`)}`);
    await ff.evaluate(`${WAIT} await settled();`);
    await ff.marionette.send('WebDriver:CloseWindow');
    await switchTo(popupTab);
    const after = await backAndCheck();
    expectNotRestored(after);
    expect(after.verdict).toBe('disallowed');
    expect(after.agent).toBe('Googlebot');
    expect(await liveUpdate()).toEqual({ verdict: 'disallowed', agent: 'GPTBot' });
  });

  it('a settled popup tab, navigated away and back, still refreshes and follows live updates', async () => {
    const gate = heldRoute(ROBOTS);
    gate.release();
    const site = await sites.start({ '/robots.txt': gate.route });
    await ff.open(`popup.html?url=${encodeURIComponent(`${site.origin}/private/y`)}`);
    // As a user would: the verdict read and the readings done (their worker has ended).
    await ff.evaluate(`${WAIT} await settled();
      document.querySelector('#section-readings > summary').click();
      await waitFor(() => document.querySelector('[data-testid="readings"]'), 'the readings');`);
    await recordPageshow();
    expect(await groupPeers()).toEqual(['_generated_background_page.html']);
    await ff.navigate(`${site.origin}/elsewhere`);
    const after = await backAndCheck();
    expectNotRestored(after);
    expect(after.verdict).toBe('disallowed');
    expect(after.agent).toBe('Googlebot');
    expect(await liveUpdate()).toEqual({ verdict: 'disallowed', agent: 'GPTBot' });
  });

  it.each([
    ['options.html', 'default-agent'],
    ['workbench.html', 'draft'],
  ])('%s, navigated away and back, loads again and renders', async (page, testid) => {
    const gate = heldRoute(ROBOTS);
    gate.release();
    const site = await sites.start({ '/robots.txt': gate.route });
    await ff.open(`${page}?origin=${encodeURIComponent(site.origin)}`);
    await ff.evaluate(
      `${WAIT} await waitFor(() => document.querySelector('[data-testid="' + args[0] + '"]'), args[0]);`,
      [testid],
    );
    await recordPageshow();
    expect(await groupPeers()).toEqual(['_generated_background_page.html']);
    await ff.navigate(`${site.origin}/elsewhere`);
    await ff.marionette.send('WebDriver:Back');
    const after = await ff.evaluate<{ shows: boolean[] | null; nav: string }>(
      `${WAIT}
      await waitFor(() => location.pathname === '/' + args[0] && document.querySelector('[data-testid="' + args[1] + '"]'), args[1]);
      return { shows: window.__shows ?? null, nav: performance.getEntriesByType('navigation')[0].type };`,
      [page, testid],
    );
    expectNotRestored(after);
  });
});

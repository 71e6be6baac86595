import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { type Route, respond, siteRegistry } from './support/site';

// Issue 15: the page's own signals in the built extension — headers observed while a tab loaded
// (webRequest), its live head (scripting, a meta added by script after load included) read
// through popup.html?tabId=, and a page fetched without cookies through ?url=.
const ROBOTS = [
  'User-agent: *', // 1
  'Content-Signal: search=yes, ai-train=no', // 2
  'Disallow: /private/', // 3
].join('\n');

/** An HTML page with the given headers; `late` metas are added by a script after load. */
function html(head: string, headers: Record<string, string> = {}, late = ''): Route {
  const script = late
    ? `<script>addEventListener('load', () => setTimeout(() => document.head.insertAdjacentHTML('beforeend', ${JSON.stringify(late)}), 50));</script>`
    : '';
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(`<!doctype html><html><head>${head}${script}</head><body><p>page</p></body></html>`);
  };
}

describe('page signals (issue 15)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  async function tabIdOf(url: string): Promise<number> {
    const id = await session.worker.evaluate(async (wanted) => {
      type Tabs = { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };
      const { chrome } = globalThis as unknown as { chrome: Tabs };
      return (await chrome.tabs.query({})).find((t) => t.url === wanted)?.id ?? null;
    }, url);
    if (id === null) throw new Error(`no tab has ${url}`);
    return id;
  }

  it('?tabId=: observed headers, the live head and a meta added by script after load', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/page': html(
        '<meta name="robots" content="max-snippet:20"><link rel="canonical" href="/canonical">',
        {
          'X-Robots-Tag': 'googlebot: nofollow',
          Link: '</canonical>; rel="canonical"',
          'tdm-reservation': '1',
        },
        '<meta name="googlebot" content="noindex, noai">',
      ),
    });
    const tab = await session.context.newPage();
    await tab.goto(`${s.origin}/page`);
    await tab.waitForSelector('meta[name="googlebot"]', { state: 'attached' });
    const tabId = await tabIdOf(`${s.origin}/page`);

    const popup = await session.popup({ tabId: String(tabId), agent: 'Googlebot' });
    const indexing = popup.getByTestId('indexing');
    await expect
      .poll(() => indexing.getAttribute('data-index'), { timeout: 10_000 })
      .toBe('noindex');
    expect(await indexing.getAttribute('data-follow')).toBe('nofollow');
    expect(await indexing.getAttribute('data-canonical')).toBe(`${s.origin}/canonical`);
    const sources = popup.getByTestId('indexing-source');
    const rows = await sources.evaluateAll((items) =>
      items.map((i) => [i.getAttribute('data-source'), i.textContent ?? '']),
    );
    expect(rows).toEqual([
      ['header', expect.stringContaining('nofollow')],
      ['meta', expect.stringContaining('max-snippet:20')],
      ['meta', expect.stringContaining('noindex, noai')],
    ]);
    const conflicts = await popup
      .getByTestId('conflicts')
      .locator('li')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-code')));
    expect(conflicts).toEqual(['canonical-other']);
    const ai = await popup
      .getByTestId('ai-signals')
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((i) => [i.getAttribute('data-signal'), i.getAttribute('data-value')]),
      );
    expect(ai).toEqual([
      ['content-signal', 'search=yes, ai-train=no'],
      ['tdm-reservation', '1'],
      ['noai', 'noai'],
    ]);
  });

  it('?url=: fetched without cookies; noindex on a disallowed page is a conflict', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/private/secret': html(
        '<meta name="robots" content="noindex"><link rel="canonical" href="javascript:alert(1)">',
      ),
    });
    const popup = await session.popup({ url: `${s.origin}/private/secret`, agent: 'Googlebot' });
    const indexing = popup.getByTestId('indexing');
    await expect
      .poll(() => indexing.getAttribute('data-index'), { timeout: 10_000 })
      .toBe('noindex');
    expect(await indexing.getAttribute('data-canonical')).toBe('');
    expect(await indexing.locator('a').count()).toBe(0);
    expect(await indexing.textContent()).toContain('As fetched without cookies');
    expect(
      await popup.getByTestId('conflicts').locator('li').first().getAttribute('data-code'),
    ).toBe('noindex-unreachable-by-crawler');
    expect(s.hits('/private/secret')[0]?.headers.cookie).toBeUndefined();
  });

  it('llms.txt only when asked', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/llms.txt': respond(200, '# Test site\n\n## Docs\n- [A](/a.md)\n- [B](/b.md)', {
        'content-type': 'text/plain',
      }),
    });
    const popup = await session.popup({ url: `${s.origin}/`, agent: 'GPTBot' });
    await expect.poll(() => popup.getByTestId('indexing').count(), { timeout: 10_000 }).toBe(1);
    expect(s.hits('/llms.txt')).toHaveLength(0);
    // The AI-use signals sit in a closed section below the first screen (issue 14).
    await popup.locator('#section-ai > summary').click();
    await popup.getByTestId('fetch-llms-txt').click();
    const item = popup.getByTestId('ai-signals').locator('[data-signal="llms-txt"]');
    await expect.poll(() => item.getAttribute('data-value'), { timeout: 10_000 }).toBe('present');
    expect(s.hits('/llms.txt')).toHaveLength(1);
  });
});

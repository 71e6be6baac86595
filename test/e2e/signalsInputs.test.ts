import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { type Route, respond, siteRegistry } from './support/site';
import { tabIdOf } from './support/worker';

// Issue 15's bad inputs, each "a defined, visible outcome", on the built popup: a slow and a
// never-finishing page (the verdict first, then what the signals wait for, then the outcome),
// a 5 MB page, no <head>, 100 metas, malformed headers, binary content, a javascript: canonical;
// through `?url=` (fetched without cookies) and `?tabId=` (the tab's own headers and DOM).
const ROBOTS = 'User-agent: *\nDisallow: /private/\n';
const MB5 = 5 * 1024 * 1024;

function html(body: string, headers: Record<string, string | string[]> = {}): Route {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
}

/** Answers after `ms`: a slow page. */
function slow(ms: number, body: string): Route {
  return (_req, res) => {
    setTimeout(() => html(body)(_req, res), ms);
  };
}

/** Sends its headers and the start of a head, then never finishes. */
const neverEnds: Route = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.write('<!doctype html><html><head><title>still loading');
};

const NOINDEX = '<meta name="robots" content="noindex">';

describe('page signals: bad inputs on the built popup (issue 15)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  /** The indexing panel's contract once the signals arrived. */
  async function signalsOf(popup: Page, timeout = 15_000) {
    const indexing = popup.getByTestId('indexing');
    // The panel sits in the closed "page's own signals" section (the first screen keeps one
    // indexing line): its contract is in the DOM once the signals arrived, visible or not.
    await indexing.waitFor({ state: 'attached', timeout });
    const texts = (id: string) =>
      popup.getByTestId(id).evaluateAll((items) => items.map((i) => i.textContent ?? ''));
    return {
      index: await indexing.getAttribute('data-index'),
      canonical: await indexing.getAttribute('data-canonical'),
      links: await indexing.locator('a').count(),
      notes: await popup
        .getByTestId('head-note')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-note'))),
      problems: await texts('indexing-problem'),
      sources: await texts('indexing-source'),
    };
  }

  it('a slow page: the verdict first, then what the signals wait for, then the signals', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/slow': slow(3000, `<!doctype html><head>${NOINDEX}</head>`),
    });
    const popup = await session.popup({ url: `${s.origin}/slow`, agent: 'Googlebot' });
    const verdict = popup.getByTestId('verdict');
    await expect
      .poll(() => verdict.getAttribute('data-verdict'), { timeout: 10_000 })
      .toBe('allowed');
    const pending = popup.getByTestId('signals-pending');
    expect(await pending.getAttribute('data-from')).toBe('fetched');
    expect(await pending.textContent()).toContain(`Fetching the page from ${s.origin.slice(7)}`);
    await expect
      .poll(() => pending.textContent(), { timeout: 5_000 })
      .toMatch(/\d s so far \(gives up at 10 s\)/);
    expect((await signalsOf(popup)).index).toBe('noindex');
    expect(await popup.getByTestId('signals-pending').count()).toBe(0);
    await popup.close();
  });

  it('a page that never finishes: the signals end in the 10 s timeout, in words', async () => {
    const s = await sites.start({ '/robots.txt': respond(200, ROBOTS), '/never': neverEnds });
    const popup = await session.popup({ url: `${s.origin}/never`, agent: 'Googlebot' });
    await expect
      .poll(() => popup.getByTestId('verdict').getAttribute('data-verdict'), { timeout: 10_000 })
      .toBe('allowed');
    expect(await popup.getByTestId('signals-pending').count()).toBe(1);
    const found = await signalsOf(popup, 20_000);
    expect(found.index).toBe('unknown');
    expect(found.problems).toEqual([expect.stringContaining('timed out after 10 s')]);
    await popup.close();
  });

  it('?url=: 5 MB pages, no <head>, 100 metas, malformed headers, binary content', async () => {
    const hundred = Array.from({ length: 99 }, (_, i) => `<meta name="m${i}" content="x">`).join(
      '',
    );
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      // The head is read; the 5 MB body after it is not needed.
      '/big-body': html(`<!doctype html><head>${NOINDEX}</head><body>${'x'.repeat(MB5)}`),
      // A 5 MB head: read up to 512 KiB, and said so.
      '/big-head': html(`<!doctype html><head><script>${'x'.repeat(MB5)}</script>${NOINDEX}`),
      '/no-head': html(`<!doctype html>${NOINDEX}<p>no head element</p>`),
      '/hundred': html(`<!doctype html><head>${hundred}${NOINDEX}</head>`),
      '/malformed': html('<!doctype html><head></head>', {
        'X-Robots-Tag': ['unavailable_after: not a date', ',,;; :'],
        Link: '<https://elsewhere.example/; rel=canonical',
      }),
      '/image': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
      },
    });
    const check = async (path: string) => {
      const popup = await session.popup({ url: `${s.origin}${path}`, agent: 'Googlebot' });
      const found = await signalsOf(popup);
      await popup.close();
      return found;
    };
    expect(await check('/big-body')).toMatchObject({ index: 'noindex', notes: [], problems: [] });
    expect(await check('/big-head')).toMatchObject({ index: 'index', notes: ['truncated'] });
    expect(await check('/no-head')).toMatchObject({ index: 'noindex', notes: ['no-head'] });
    expect(await check('/hundred')).toMatchObject({ index: 'noindex', notes: [] });
    const malformed = await check('/malformed');
    expect(malformed).toMatchObject({ index: 'index', canonical: '', links: 0, problems: [] });
    expect(malformed.sources).toEqual(
      expect.arrayContaining([expect.stringContaining('cannot be read')]),
    );
    expect(await check('/image')).toMatchObject({ index: 'index', notes: ['binary'] });
  });

  it('?tabId=: a 5 MB page and a javascript: canonical from the live DOM', async () => {
    const s = await sites.start({
      '/robots.txt': respond(200, ROBOTS),
      '/tab-big': html(
        `<!doctype html><head>${NOINDEX}<link rel="canonical" href="javascript:alert(1)"></head><body>${'x'.repeat(MB5)}`,
      ),
    });
    const url = `${s.origin}/tab-big`;
    const tab = await session.context.newPage();
    await tab.goto(url);
    await expect.poll(() => tabIdOf(session.worker, url)).not.toBeNull();
    const tabId = String(await tabIdOf(session.worker, url));
    const popup = await session.popup({ tabId, agent: 'Googlebot' });
    const found = await signalsOf(popup);
    expect(found).toMatchObject({ index: 'noindex', canonical: '', links: 0, notes: [] });
    expect(await popup.getByTestId('indexing').textContent()).toContain('Read from this tab');
    await Promise.all([popup.close(), tab.close()]);
  });
});

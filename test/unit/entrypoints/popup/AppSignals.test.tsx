// @vitest-environment happy-dom
/**
 * The popup asks for the page's own signals once the verdict is on screen (docs/design.md: signals
 * add no time to the verdict): with `?tabId=` (or the active tab) the tab's own headers and
 * head, with `?url=` the page fetched without cookies (no tabId sent).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/popup/App';
import { registerHandlers } from '@/lib/messaging';
import type { PageSignalsReport } from '@/lib/page/types';
import type { Report } from '@/lib/report';
import { byTestId, mount, waitFor } from '@/test/support/mount';
import { allowedReport } from '@/test/support/reports';
import { connectTo } from '@/test/support/requestPorts';

function signalsFor(req: { url: string; agent?: string; tabId?: number }): PageSignalsReport {
  return {
    url: req.url,
    agent: req.agent ?? '',
    from: req.tabId === undefined ? 'fetched' : 'tab',
    headersKnown: true,
    headRead: true,
    httpStatus: null,
    redirectedTo: null,
    problems: [],
    signals: {
      indexing: {
        index: 'noindex',
        follow: 'follow',
        canonical: { state: 'none', url: null, candidates: [] },
        sources: [
          {
            source: 'meta',
            name: 'robots',
            agent: null,
            text: 'noindex',
            directives: [{ name: 'noindex' }],
          },
        ],
      },
      conflicts: [{ code: 'noindex-unreachable-by-crawler' }],
      aiSignals: [{ signal: 'noai', value: 'noai', source: 'meta', raw: 'noai' }],
      headNotes: [],
    },
  };
}

function background() {
  const order: string[] = [];
  const getReport = vi.fn(async (req: { url: string; agent?: string }): Promise<Report> => {
    order.push('getReport');
    return { ...allowedReport(), url: req.url, agent: req.agent ?? 'Googlebot' };
  });
  const getPageSignals = vi.fn(async (req: { url: string; agent?: string; tabId?: number }) => {
    order.push('getPageSignals');
    return signalsFor(req);
  });
  registerHandlers({ getReport });
  // The popup asks for signals over a request port (lib/requestPort.ts requestOverPort).
  fakeBrowser.runtime.connect = connectTo({
    getPageSignals,
    getProtection: () => ({ active: true }),
  }) as never;
  return { getReport, getPageSignals, order };
}

/** The later chunk's first import transforms its modules in vitest: on a loaded machine, > 2 s. */
const LATER_MS = 10_000;

describe('App: the page signals', () => {
  beforeEach(() => fakeBrowser.reset());

  it("?tabId=: that tab's URL, then its signals with the tab id", async () => {
    const bg = background();
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/page' });
    const root = mount(<App search={`?tabId=${tab.id}`} />);
    await waitFor(
      () => expect(byTestId(root, 'indexing')?.dataset.index).toBe('noindex'),
      LATER_MS,
    );
    expect(bg.getPageSignals).toHaveBeenCalledWith({
      url: 'https://example.com/page',
      agent: 'Googlebot',
      tabId: tab.id,
    });
    expect(bg.order).toEqual(['getReport', 'getPageSignals']);
    expect(byTestId(root, 'conflicts')?.querySelector('li')?.dataset.code).toBe(
      'noindex-unreachable-by-crawler',
    );
    expect(byTestId(root, 'ai-signals')?.querySelector('li')?.dataset.signal).toBe('noai');
    expect(root.textContent).toContain('Read from this tab');
    // Issue 14: the first screen says it in one line, the conflict included; the directives,
    // their sources and the conflict in full are in the closed "page's own signals" section.
    const line = byTestId(root, 'indexing-line');
    expect(line?.textContent).toBe(
      'Indexing: noindex · follow · no canonical · ⚠ its noindex is never seen',
    );
    expect(line?.classList.contains('flagged')).toBe(true);
    expect(byTestId(root, 'indexing')?.closest('details')?.id).toBe('section-page');
    expect(byTestId(root, 'conflicts')?.closest('details')?.id).toBe('section-page');
    expect(root.querySelector('#section-page > summary')?.textContent).toContain('1 conflict');
  });

  it('?url=: fetched without cookies, no tab id', async () => {
    const bg = background();
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2Fother&agent=GPTBot" />);
    await waitFor(() => expect(byTestId(root, 'indexing')).not.toBeNull(), LATER_MS);
    expect(bg.getPageSignals).toHaveBeenCalledWith({
      url: 'https://example.com/other',
      agent: 'GPTBot',
    });
    expect(root.textContent).toContain('As fetched without cookies');
  });
});

// @vitest-environment happy-dom
/**
 * Issue 15: "signals add no time to the robots.txt verdict (render the verdict first)"; a `?url=`
 * check fetches the page (up to the 10 s limit of lib/page/fetchCapped.ts), so the verdict shows
 * at once and the signals say what they wait for — the host, the seconds so far, the limit — then
 * fill in; a page that never finishes ends in a visible timeout.
 */
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SignalsPending } from '@/components/SignalsPending';
import { App } from '@/entrypoints/popup/App';
import { registerHandlers } from '@/lib/messaging';
import type { PageSignalsReport } from '@/lib/page/types';
import { byTestId, mount, waitFor } from '@/test/support/mount';
import { allowedReport } from '@/test/support/reports';
import { connectTo } from '@/test/support/requestPorts';

/** What the background answers when the page fetch hit its 10 s limit (createPageSignals). */
function timedOut(url: string, agent: string): PageSignalsReport {
  return {
    url,
    agent,
    from: 'fetched',
    headersKnown: false,
    headRead: false,
    httpStatus: null,
    redirectedTo: null,
    problems: [{ code: 'timeout', detail: '10' }],
    signals: {
      indexing: {
        index: 'unknown',
        follow: 'unknown',
        canonical: { state: 'none', url: null, candidates: [] },
        sources: [],
      },
      conflicts: [],
      aiSignals: [],
      headNotes: [],
    },
  };
}

/** The later chunk's first import transforms its modules in vitest: give it time. */
const LATER_MS = 10_000;

describe('App: the page signals of a ?url= check wait under the verdict', () => {
  beforeEach(() => fakeBrowser.reset());

  it('verdict first; then what the signals wait for; then the timeout, in words', async () => {
    let answer: (report: PageSignalsReport) => void = () => {};
    const getPageSignals = vi.fn(
      () => new Promise<PageSignalsReport>((resolve) => (answer = resolve)),
    );
    registerHandlers({
      getReport: async (req: { url: string; agent?: string }) => ({
        ...allowedReport(),
        url: req.url,
        agent: req.agent ?? 'Googlebot',
      }),
    });
    fakeBrowser.runtime.connect = connectTo({ getPageSignals }) as never;
    const root = mount(<App search="?url=https%3A%2F%2Fslow.example%2Fpage&agent=GPTBot" />);

    await waitFor(() => expect(byTestId(root, 'signals-pending')).not.toBeNull(), LATER_MS);
    expect(byTestId(root, 'verdict')?.dataset.verdict).toBe('allowed');
    const pending = byTestId(root, 'signals-pending') as HTMLElement;
    expect(pending.dataset.from).toBe('fetched');
    expect(pending.textContent).toContain('Fetching the page from slow.example (without cookies)');
    expect(byTestId(root, 'indexing')).toBeNull();
    expect(getPageSignals).toHaveBeenCalledWith({
      url: 'https://slow.example/page',
      agent: 'GPTBot',
    });

    answer(timedOut('https://slow.example/page', 'GPTBot'));
    await waitFor(() => expect(byTestId(root, 'indexing')).not.toBeNull());
    expect(byTestId(root, 'signals-pending')).toBeNull();
    expect(byTestId(root, 'indexing')?.dataset.index).toBe('unknown');
    expect(byTestId(root, 'indexing-problem')?.textContent).toContain('timed out after 10 s');
  });
});

describe('SignalsPending', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the seconds against the 10 s limit of the page fetch', () => {
    vi.useFakeTimers();
    const root = mount(<SignalsPending from="fetched" host="slow.example" />);
    expect(root.textContent).toBe(
      'Fetching the page from slow.example (without cookies) for its own signals.',
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(root.textContent).toBe(
      'Fetching the page from slow.example (without cookies) for its own signals: 3 s so far (gives up at 10 s).',
    );
  });

  it("an open tab's signals: no fetch, no limit to count against", () => {
    const root = mount(<SignalsPending from="tab" host="shop.example" />);
    expect(byTestId(root, 'signals-pending')?.dataset.from).toBe('tab');
    expect(root.textContent).toBe(
      "Reading this tab's response headers and head for the page's own signals.",
    );
  });
});

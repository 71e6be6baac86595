// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/popup/App';
import { FIRST_SCREEN_KEY } from '@/lib/background/createFirstScreens';
import { registerHandlers } from '@/lib/messaging';
import type { Report } from '@/lib/report';
import { firstScreenOf } from '@/lib/report/firstScreen';
import { byTestId, mount, settle, waitFor } from '@/test/support/mount';
import { allowedReport, disallowedReport } from '@/test/support/reports';
import { connectTo } from '@/test/support/requestPorts';

/**
 * Issue 17 item 3: the popup shows the first screen the background kept in storage.session
 * while the (stopped) worker starts, and only for the same URL and crawler; the worker's live
 * answer replaces it.
 */
const URL_A = 'https://example.com/private/x';
const search = (url: string, agent?: string) =>
  `?url=${encodeURIComponent(url)}${agent ? `&agent=${agent}` : ''}`;

/** A worker whose answer waits until `answer` is called (a stopped worker starting). */
function slowWorker() {
  let release: (report: Report) => void = () => {};
  const pending = new Promise<Report>((resolve) => {
    release = resolve;
  });
  const getReport = vi.fn(() => pending);
  registerHandlers({ ping: () => ({ from: 'background', version: '0.1.0' }), getReport });
  fakeBrowser.runtime.connect = connectTo({ getProtection: () => ({ active: true }) }) as never;
  return { getReport, answer: (report: Report) => release(report) };
}

const keep = (url: string, asked: string | null, report: Report) =>
  fakeBrowser.storage.session.set({
    [FIRST_SCREEN_KEY]: [firstScreenOf(url, asked, { ...report, url })],
  });
/** Waits until the popup's read of the kept key has resolved and its result was handled. */
async function popupRead(read: { mock: { results: { value: unknown }[] } }) {
  await waitFor(() => expect(read.mock.results.length).toBeGreaterThan(0));
  await read.mock.results[0]?.value;
  await settle();
}
const verdict = (root: HTMLElement) => byTestId(root, 'verdict') as HTMLElement;

describe('App: the kept first screen (issue 17)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('renders the kept verdict before the worker answers, then the live answer replaces it', async () => {
    await keep(URL_A, 'GPTBot', { ...disallowedReport(), agent: 'GPTBot' });
    const worker = slowWorker();
    const root = mount(<App search={search(URL_A, 'GPTBot')} />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(worker.getReport).toHaveBeenCalledTimes(1); // asked in parallel, not instead
    expect(byTestId(root, 'matched-rule')?.dataset.line).toBe('3');
    // The live answer differs (the file changed since): it wins.
    worker.answer({ ...allowedReport(), url: URL_A, agent: 'GPTBot' });
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
  });

  it('ignores a kept answer for another URL', async () => {
    await keep('https://example.com/private/other', 'GPTBot', disallowedReport());
    const read = vi.spyOn(fakeBrowser.storage.session, 'get');
    const worker = slowWorker();
    const root = mount(<App search={search(URL_A, 'GPTBot')} />);
    await waitFor(() => expect(worker.getReport).toHaveBeenCalledTimes(1));
    await popupRead(read);
    expect(verdict(root).dataset.verdict).toBe('loading');
    worker.answer({ ...disallowedReport(), url: URL_A, agent: 'GPTBot' });
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
  });

  it('ignores a kept answer for another crawler, or the default when one is named', async () => {
    await fakeBrowser.storage.session.set({
      [FIRST_SCREEN_KEY]: [
        firstScreenOf(URL_A, 'Googlebot', { ...disallowedReport(), url: URL_A }),
        firstScreenOf(URL_A, null, { ...disallowedReport(), url: URL_A }),
      ],
    });
    const read = vi.spyOn(fakeBrowser.storage.session, 'get');
    const worker = slowWorker();
    const root = mount(<App search={search(URL_A, 'GPTBot')} />);
    await waitFor(() => expect(worker.getReport).toHaveBeenCalledTimes(1));
    await popupRead(read);
    expect(verdict(root).dataset.verdict).toBe('loading');
    worker.answer({ ...allowedReport(), url: URL_A, agent: 'GPTBot' });
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
  });

  it('shows the default crawler’s kept answer when the popup names no crawler', async () => {
    await keep(URL_A, null, { ...disallowedReport(), agent: 'Googlebot' });
    const worker = slowWorker();
    const root = mount(<App search={search(URL_A)} />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(verdict(root).dataset.agent).toBe('Googlebot');
    worker.answer({ ...disallowedReport(), url: URL_A, agent: 'Googlebot' });
    await waitFor(() => expect(byTestId(root, 'snapshot')).not.toBeNull(), 10_000);
    expect(verdict(root).dataset.verdict).toBe('disallowed');
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/popup/App';
import { POLL_MS } from '@/entrypoints/popup/LiveReport';
import { registerHandlers } from '@/lib/messaging';
import type { Report } from '@/lib/report';
import { CAUSE_TEXT } from '@/lib/robots/readings';
import { DEFAULT_SETTINGS, loadSettings, settingsItem } from '@/lib/settings';
import { byTestId, click, mount, settle, submit, type, waitFor } from '@/test/support/mount';
import {
  allowedReport,
  disallowedReport,
  expiredReport,
  notApplicableReport,
  snapshot,
  unreachableReport,
} from '@/test/support/reports';
import { connectTo } from '@/test/support/requestPorts';

type Ask = { url: string; agent?: string };

/** How long the later chunk (./later.ts) may take to arrive in a test run on a busy machine. */
const LATER_MS = 10_000;

/**
 * A fake background behind the real message contract (lib/messaging.ts); like the real one it
 * checks for the saved default crawler when the request names none.
 */
function background(answer: (req: Ask, kind: 'getReport' | 'refresh') => Report | Promise<Report>) {
  const withDefault = async (req: Ask) => ({
    ...req,
    agent: req.agent ?? (await loadSettings()).defaultAgent,
  });
  const getReport = vi.fn(async (req: Ask) => answer(await withDefault(req), 'getReport'));
  const refresh = vi.fn(async (req: Ask) => answer(await withDefault(req), 'refresh'));
  registerHandlers({ ping: () => ({ from: 'background', version: '0.1.0' }), getReport, refresh });
  // Ports: the protection status (request port) and the memory-cache landing port.
  fakeBrowser.runtime.connect = connectTo({ getProtection: () => ({ active: true }) }) as never;
  return { getReport, refresh };
}

const forAgent = (report: Report, req: Ask): Report => ({
  ...report,
  agent: req.agent ?? '',
  url: req.url,
});
const verdict = (root: HTMLElement) => byTestId(root, 'verdict') as HTMLElement;

/** fakeBrowser has no current window after reset: make one and put an active tab in it. */
async function activeTab(url?: string) {
  const win = await fakeBrowser.windows.create({ focused: true });
  await fakeBrowser.tabs.create({ url, active: true, windowId: win?.id });
}

describe('App (popup.html, fakeBrowser)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('?url=&agent=: loading first, then the verdict, rule, sitemaps and snapshot', async () => {
    const bg = background((req) => forAgent(disallowedReport(), req));
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2Fprivate%2Fx&agent=GPTBot" />);
    expect(verdict(root).dataset.verdict).toBe('loading');
    expect(verdict(root).dataset.agent).toBe('GPTBot');
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(bg.getReport).toHaveBeenCalledWith({
      url: 'https://example.com/private/x',
      agent: 'GPTBot',
    });
    expect(verdict(root).dataset.agent).toBe('GPTBot');
    expect((await loadSettings()).defaultAgent).toBe('Googlebot'); // ?agent= is not a choice to save
    expect(byTestId(root, 'matched-rule')?.dataset.line).toBe('3');
    // The rest arrives with the later chunk, collapsed but in the DOM (DESIGN.md test contract).
    // The first import of the later chunk transforms its modules in vitest: give it time.
    await waitFor(() => expect(byTestId(root, 'snapshot')).not.toBeNull(), LATER_MS);
    expect(byTestId(root, 'crawl-delay')?.dataset.seconds).toBe('10');
    expect(
      [...(byTestId(root, 'sitemaps') as HTMLElement).querySelectorAll('a')].map((a) => a.href),
    ).toEqual(['https://example.com/sitemap.xml']);
    const snap = byTestId(root, 'snapshot') as HTMLElement;
    expect([snap.dataset.status, snap.dataset.state]).toEqual(['fetched', 'fresh']);
    expect(snap.dataset.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(byTestId(root, 'warnings')).not.toBeNull();
    expect(byTestId(root, 'explore-sitemaps')?.textContent).toBe('Explore the advertised sitemaps');
    expect((byTestId(root, 'agent-select') as HTMLSelectElement).value).toBe('GPTBot');
    expect(root.querySelector('.target')?.textContent).toBe('https://example.com/private/x');
  });

  const states: [string, Report, { rule: boolean; delay: boolean; snapshot: boolean }][] = [
    ['allowed', allowedReport(), { rule: false, delay: true, snapshot: true }],
    ['disallowed', disallowedReport(), { rule: true, delay: true, snapshot: true }],
    ['unreachable', unreachableReport(), { rule: false, delay: false, snapshot: true }],
    ['expired', expiredReport(), { rule: false, delay: false, snapshot: true }],
    ['not-applicable', notApplicableReport(), { rule: false, delay: false, snapshot: false }],
  ];
  it.each(states)('verdict state %s', async (kind, report, has) => {
    background(() => report);
    const root = mount(<App search={`?url=${encodeURIComponent(report.url)}&agent=Googlebot`} />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe(kind));
    // The reason is said once: the deciding rule when one decided, else the words.
    if (has.rule) expect(verdict(root).textContent).not.toContain(report.explanation);
    else expect(verdict(root).textContent).toContain(report.explanation);
    expect(Boolean(byTestId(root, 'matched-rule'))).toBe(has.rule);
    await waitFor(() => expect(Boolean(byTestId(root, 'snapshot'))).toBe(has.snapshot), LATER_MS);
    expect(Boolean(byTestId(root, 'crawl-delay'))).toBe(has.delay);
    expect(Boolean(byTestId(root, 'sitemaps'))).toBe(has.snapshot);
  });

  it('unreachable 503: the readings say Scrapy fails open (docs/design.md "Readings")', async () => {
    background(() => unreachableReport());
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('unreachable'));
    await waitFor(
      () => expect(byTestId(root, 'snapshot')?.dataset.status).toBe('unavailable'),
      LATER_MS,
    );
    await waitFor(() => expect(byTestId(root, 'readings')).toBeTruthy(), LATER_MS);
    const row = (id: string) =>
      byTestId(root, 'readings')?.querySelector<HTMLElement>(`[data-reading="${id}"]`);
    expect(row('google')?.dataset.allowed).toBe('false');
    expect(row('scrapy')?.dataset.allowed).toBe('true');
    expect(row('scrapy')?.textContent).toContain(CAUSE_TEXT['fail-open']);
    expect(byTestId(root, 'readings-line')?.textContent).toBe('Scrapy reads this as allowed');
  });

  it('no ?url=: checks the active tab, for the saved default crawler', async () => {
    await settingsItem.setValue({
      ...DEFAULT_SETTINGS,
      defaultAgent: 'ClaudeBot',
      customAgents: ['MyBot'],
    });
    await activeTab('https://example.com/blog/post');
    const bg = background((req) => forAgent(allowedReport(), req));
    const root = mount(<App search="" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    expect(bg.getReport).toHaveBeenCalledWith({ url: 'https://example.com/blog/post' });
    expect(verdict(root).dataset.agent).toBe('ClaudeBot');
    const select = byTestId(root, 'agent-select') as HTMLSelectElement;
    expect(select.value).toBe('ClaudeBot');
    expect([...select.options].at(-1)?.value).toBe('MyBot');
  });

  it('a tab with no web address: not applicable, nothing asked', async () => {
    await activeTab();
    const bg = background(() => allowedReport());
    const root = mount(<App search="" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('not-applicable'));
    expect(verdict(root).textContent).toContain('robots.txt does not apply to this tab');
    expect(bg.getReport).not.toHaveBeenCalled();
  });

  it('messaging failure: an error in words, not a verdict', async () => {
    background(() => {
      throw new Error('The robots.txt service is not ready.');
    });
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() =>
      expect(byTestId(root, 'error')?.textContent).toBe('The robots.txt service is not ready.'),
    );
    expect(verdict(root).dataset.verdict).toBe('error');
  });

  it('retries once when the background is not listening yet', async () => {
    // What Chromium's runtime.sendMessage rejects with while the service worker has not
    // registered its listener yet (Firefox says the same).
    const bg = background((req) => forAgent(allowedReport(), req));
    const send = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockRejectedValueOnce(
        new Error('Could not establish connection. Receiving end does not exist.'),
      );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(bg.getReport).toHaveBeenCalledTimes(1);
    send.mockRestore();
  });

  it("a background that never listens: the error in words, not the browser's English", async () => {
    background((req) => forAgent(allowedReport(), req));
    const send = vi
      .spyOn(fakeBrowser.runtime, 'sendMessage')
      .mockRejectedValue(
        new Error('Could not establish connection. Receiving end does not exist.'),
      );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('error'));
    expect(byTestId(root, 'error')?.textContent).toBe(
      "the extension's background could not be reached (getReport); reopening this page may help",
    );
    expect(send).toHaveBeenCalledTimes(2); // the one quick retry, then the words
    send.mockRestore();
  });

  it('choosing a crawler re-checks and saves it as the default', async () => {
    const bg = background((req) =>
      forAgent(req.agent === 'GPTBot' ? disallowedReport() : allowedReport(), req),
    );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2Fprivate%2Fx" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    expect(verdict(root).dataset.agent).toBe('Googlebot');
    const select = byTestId(root, 'agent-select') as HTMLSelectElement;
    select.value = 'GPTBot';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(verdict(root).dataset.agent).toBe('GPTBot');
    expect(bg.getReport).toHaveBeenLastCalledWith({
      url: 'https://example.com/private/x',
      agent: 'GPTBot',
    });
    await waitFor(async () => expect((await loadSettings()).defaultAgent).toBe('GPTBot'));
    await waitFor(() => expect(byTestId(root, 'matched-rule')?.dataset.line).toBe('3'));
  });

  it('a custom token is checked, saved as default and added to the custom list', async () => {
    const bg = background((req) => forAgent(allowedReport(), req));
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Custom…') as Element);
    type(root.querySelector('#custom-token') as HTMLInputElement, 'SiteAuditBot');
    submit(root.querySelector('#custom-agent') as HTMLFormElement);
    await waitFor(() => expect(verdict(root).dataset.agent).toBe('SiteAuditBot'));
    expect(bg.getReport).toHaveBeenLastCalledWith({
      url: 'https://example.com/',
      agent: 'SiteAuditBot',
    });
    let saved = await settingsItem.getValue();
    await waitFor(async () => {
      saved = await settingsItem.getValue();
      expect(saved.customAgents).toEqual(['SiteAuditBot']);
    });
    expect(saved.defaultAgent).toBe('SiteAuditBot');
    expect((byTestId(root, 'agent-select') as HTMLSelectElement).value).toBe('SiteAuditBot');
  });

  it('?agent= not in the list: shown as an option, not saved', async () => {
    background((req) => forAgent(allowedReport(), req));
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Seekport" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    const select = byTestId(root, 'agent-select') as HTMLSelectElement;
    expect(select.value).toBe('Seekport');
    expect((await loadSettings()).defaultAgent).toBe('Googlebot');
  });

  it('live update: a stale snapshot refreshing in the background is followed via storage', async () => {
    let n = 0;
    const bg = background((req) =>
      forAgent(
        n++ === 0
          ? allowedReport({ snapshot: snapshot({ state: 'stale', refreshing: true }) })
          : disallowedReport({ snapshot: snapshot({ sha256: 'f'.repeat(64) }) }),
        req,
      ),
    );
    await fakeBrowser.storage.local.set({
      'robots:https://example.com': { checkedAt: 1, lastUsedAt: 1 },
    });
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(byTestId(root, 'snapshot')?.dataset.state).toBe('stale'), LATER_MS);
    expect(root.textContent).toContain('refreshing…');
    expect(verdict(root).dataset.caveat).toBe('stale');
    // The cache's LRU touch (lastUsedAt only) is not news: no re-request.
    await fakeBrowser.storage.local.set({
      'robots:https://example.com': { checkedAt: 1, lastUsedAt: 2 },
    });
    await settle(20);
    expect(bg.getReport).toHaveBeenCalledTimes(1);
    // The refresh lands: a new check time.
    await fakeBrowser.storage.local.set({
      'robots:https://example.com': { checkedAt: 2, lastUsedAt: 2 },
    });
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(byTestId(root, 'snapshot')?.dataset.sha256).toBe('f'.repeat(64));
    expect(bg.getReport).toHaveBeenCalledTimes(2);
  });

  it('live update: polls while refreshing when no storage event comes', async () => {
    let n = 0;
    const bg = background((req) =>
      forAgent(allowedReport({ snapshot: snapshot({ refreshing: n++ < 2 }) }), req),
    );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(bg.getReport).toHaveBeenCalledTimes(3), POLL_MS * 4);
    await waitFor(() => expect(root.textContent).not.toContain('refreshing…'));
    expect(verdict(root).dataset.verdict).toBe('allowed'); // never flashed back to loading
    await settle(POLL_MS + 100);
    expect(bg.getReport).toHaveBeenCalledTimes(3);
  });

  it('Refresh: updates the view; a rate-limited refresh says when to try again', async () => {
    const bg = background((req, kind) =>
      forAgent(
        kind === 'refresh'
          ? allowedReport({ snapshot: snapshot({ retryInMs: 7000, ageMs: 1000 }) })
          : allowedReport(),
        req,
      ),
    );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2F&agent=Googlebot" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    await waitFor(() => expect(byTestId(root, 'refresh')).not.toBeNull(), LATER_MS);
    const button = () =>
      [...root.querySelectorAll('button')].find((b) => /^Refresh/.test(b.textContent ?? ''));
    click(button() as Element);
    // Inside the per-origin limit: a countdown, not an error (issue 14).
    await waitFor(() => expect(button()?.textContent).toBe('Refresh in 7 s'));
    expect(bg.refresh).toHaveBeenCalledWith({ url: 'https://example.com/', agent: 'Googlebot' });
    expect(bg.refresh).toHaveBeenCalledOnce();
    expect(button()?.disabled).toBe(true);
  });

  it('check another URL re-runs the check for it', async () => {
    const bg = background((req) =>
      forAgent(req.url.includes('/private') ? disallowedReport() : allowedReport(), req),
    );
    const root = mount(<App search="?url=https%3A%2F%2Fexample.com%2Fblog&agent=Googlebot" />);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('allowed'));
    await waitFor(() => expect(root.querySelector('#check-url')).not.toBeNull(), LATER_MS);
    type(root.querySelector('#check-url') as HTMLInputElement, '/private/x');
    submit(root.querySelector('form.check-url') as HTMLFormElement);
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    expect(bg.getReport).toHaveBeenLastCalledWith({
      url: 'https://example.com/private/x',
      agent: 'Googlebot',
    });
  });

  it('copy audit record: JSON of the report on the clipboard', async () => {
    background((req) => forAgent(disallowedReport(), req));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const root = mount(
      <App search="?url=https%3A%2F%2Fexample.com%2Fprivate%2Fx&agent=Googlebot" />,
    );
    await waitFor(() => expect(verdict(root).dataset.verdict).toBe('disallowed'));
    await waitFor(() => expect(byTestId(root, 'copy-audit')).not.toBeNull(), LATER_MS);
    click(byTestId(root, 'copy-audit') as Element);
    await settle();
    const json = JSON.parse((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(json).toMatchObject({
      url: 'https://example.com/private/x',
      crawler: 'Googlebot',
      verdict: 'disallowed',
      rule: { text: 'Disallow: /private', line: 3 },
      crawlDelay: { appliedSeconds: 10 },
      robotsTxt: { status: 'fetched', httpStatus: 200 },
      extensionVersion: '0.1.0',
    });
    expect(root.textContent).toContain('Copied');
  });
});

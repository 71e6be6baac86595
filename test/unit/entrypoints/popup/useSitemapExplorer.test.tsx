// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SitemapRun } from '@/components/SitemapPanel';
import { useSitemapExplorer } from '@/entrypoints/popup/useSitemapExplorer';
import type { SitemapEvent } from '@/lib/messaging';
import type { SitemapReport } from '@/lib/sitemaps/types';
import { mount } from '@/test/support/mount';

const PAGE = 'https://shop.example/';

/** A fake runtime.connect: every port the hook opens, with what it was sent. */
function fakePorts() {
  const ports: {
    sent: unknown[];
    emit: (event: SitemapEvent) => void;
    disconnected: boolean;
  }[] = [];
  vi.spyOn(fakeBrowser.runtime, 'connect').mockImplementation((() => {
    let listener: (m: unknown) => void = () => {};
    const record = {
      sent: [] as unknown[],
      emit: (e: SitemapEvent) => act(() => listener(e)),
      disconnected: false,
    };
    ports.push(record);
    return {
      postMessage: (m: unknown) => record.sent.push(m),
      disconnect: () => {
        record.disconnected = true;
      },
      onMessage: {
        addListener: (cb: (m: unknown) => void) => {
          listener = cb;
        },
      },
      onDisconnect: { addListener: () => {} },
    };
  }) as unknown as typeof fakeBrowser.runtime.connect);
  return ports;
}

function harness(agent: string) {
  const seen: { run: SitemapRun; explore: (s: string[]) => void; cancel: () => void }[] = [];
  function Probe({ agent: a }: { agent: string }) {
    seen.push(useSitemapExplorer(PAGE, a));
    return null;
  }
  const root = mount(<Probe agent={agent} />);
  return { seen, last: () => seen[seen.length - 1] as (typeof seen)[number], root, Probe };
}

const report = (over: Partial<SitemapReport> = {}): SitemapReport => ({
  files: [],
  urlCount: 2,
  disallowedCount: 0,
  disallowed: [],
  truncated: false,
  limits: [],
  cancelled: false,
  disallowedDetails: [],
  duplicateUrls: 0,
  duplicateSitemaps: 0,
  skippedCount: 0,
  skipped: [],
  scopeWarningCount: 0,
  scopeWarnings: [],
  invalidLastmod: 0,
  listed: [
    { url: `${PAGE}a`, allowed: true },
    { url: `${PAGE}b`, allowed: true },
  ],
  otherHostCount: 0,
  otherHosts: [],
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('useSitemapExplorer (issue 14)', () => {
  it('Cancel asks the background for the partial result; it arrives as a result, not an error', () => {
    const ports = fakePorts();
    const h = harness('Googlebot');
    act(() => h.last().explore([`${PAGE}sitemap.xml`]));
    expect(ports[0]?.sent).toEqual([
      { url: PAGE, agent: 'Googlebot', sitemaps: [`${PAGE}sitemap.xml`] },
    ]);
    act(() => h.last().cancel());
    expect(ports[0]?.sent[1]).toEqual({ type: 'cancel' });
    expect(h.last().run).toMatchObject({ phase: 'running', cancelling: true });
    ports[0]?.emit({ type: 'done', report: report({ cancelled: true }) });
    expect(h.last().run).toMatchObject({ phase: 'done', report: { cancelled: true } });
  });

  it('a new crawler re-gates the kept URLs over a new port instead of discarding the result', () => {
    const ports = fakePorts();
    const h = harness('Googlebot');
    act(() => h.last().explore([`${PAGE}sitemap.xml`]));
    ports[0]?.emit({ type: 'done', report: report() });
    act(() => render(<h.Probe agent="GPTBot" />, h.root)); // the crawler picker changed
    const regating = ports.find((p) => (p.sent[0] as { regate?: string[] })?.regate);
    expect(regating?.sent[0]).toEqual({
      url: PAGE,
      agent: 'GPTBot',
      sitemaps: [],
      regate: [`${PAGE}a`, `${PAGE}b`],
    });
    expect(h.last().run).toMatchObject({ phase: 'done', agent: 'Googlebot', regating: true });
    regating?.emit({
      type: 'regated',
      agent: 'GPTBot',
      listed: [
        { url: `${PAGE}a`, allowed: false },
        { url: `${PAGE}b`, allowed: false },
      ],
      disallowedCount: 2,
      disallowedDetails: [{ url: `${PAGE}a` }, { url: `${PAGE}b` }],
    });
    expect(h.last().run).toMatchObject({
      phase: 'done',
      agent: 'GPTBot',
      regating: false,
      partial: false,
      report: { urlCount: 2, disallowedCount: 2, disallowed: [`${PAGE}a`, `${PAGE}b`] },
    });
  });

  // Issue 18: an answer of another kind is the messaging's unexpected-answer, in words, not a
  // run left "running" for ever.
  it('an answer that is not the result of exploring ends the run with words', () => {
    const ports = fakePorts();
    const h = harness('Googlebot');
    act(() => h.last().explore([`${PAGE}sitemap.xml`]));
    ports[0]?.emit({
      type: 'regated',
      agent: 'Googlebot',
      listed: [],
      disallowedCount: 0,
      disallowedDetails: [],
    });
    expect(h.last().run).toEqual({
      phase: 'error',
      reason: "the extension's background gave an answer of an unexpected form (sitemap-explorer)",
    });
    expect(ports[0]?.disconnected).toBe(true);
  });

  it('an answer that is not a re-gate ends the re-gating with words', () => {
    const ports = fakePorts();
    const h = harness('Googlebot');
    act(() => h.last().explore([`${PAGE}sitemap.xml`]));
    ports[0]?.emit({ type: 'done', report: report() });
    act(() => render(<h.Probe agent="GPTBot" />, h.root));
    ports[1]?.emit({ type: 'done', report: report() });
    expect(h.last().run).toEqual({
      phase: 'error',
      reason:
        "re-checking for GPTBot failed: the extension's background gave an answer of an unexpected form (sitemap-explorer)",
    });
  });
});

// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { SitemapList } from '@/components/SitemapList';
import { SitemapPanel, type SitemapRun } from '@/components/SitemapPanel';
import type { SitemapReport } from '@/lib/sitemaps/types';
import { byTestId, mount } from '@/test/support/mount';

const report = (over: Partial<SitemapReport> = {}): SitemapReport => ({
  files: [
    { url: 'https://shop.example/sitemap.xml', kind: 'sitemapindex', urls: 2, depth: 1 },
    {
      url: 'https://shop.example/a.xml.gz',
      kind: 'urlset',
      urls: 3,
      depth: 2,
      bytes: 2048,
      gzipped: true,
    },
    { url: 'https://shop.example/b.xml', kind: 'error', urls: 0, depth: 2, error: 'HTTP 404' },
  ],
  urlCount: 3,
  disallowedCount: 1,
  disallowed: ['https://shop.example/private/x'],
  disallowedDetails: [
    {
      url: 'https://shop.example/private/x',
      rule: { directive: 'disallow', pattern: '/private', line: 3 },
    },
  ],
  truncated: false,
  limits: [],
  cancelled: false,
  duplicateUrls: 0,
  duplicateSitemaps: 0,
  skippedCount: 1,
  skipped: ['javascript:alert(1)'],
  scopeWarningCount: 0,
  scopeWarnings: [],
  lastmodMin: '2026-01-02T00:00:00Z',
  lastmodMax: '2026-11-01T00:00:00Z',
  invalidLastmod: 0,
  listed: [
    { url: 'https://shop.example/', allowed: true },
    { url: 'https://shop.example/private/x', allowed: false },
    { url: 'https://shop.example/shoes', allowed: true },
  ],
  otherHostCount: 0,
  otherHosts: [],
  ...over,
});

const done = (over: Partial<SitemapReport> = {}, run: Partial<SitemapRun> = {}): SitemapRun => ({
  phase: 'done',
  report: report(over),
  agent: 'Googlebot',
  regating: false,
  partial: false,
  ...(run as object),
});

const panel = (
  run: SitemapRun,
  advertised = ['https://shop.example/sitemap.xml'],
  conventional: string | null = null,
) => {
  const onExplore = vi.fn();
  const onCancel = vi.fn();
  const root = mount(
    <SitemapPanel
      advertised={advertised}
      conventional={conventional}
      agent="Googlebot"
      run={run}
      onExplore={onExplore}
      onCancel={onCancel}
    />,
  );
  return { root, onExplore, onCancel };
};

describe('SitemapPanel (issue 6)', () => {
  it('explores the advertised sitemaps on request', () => {
    const { root, onExplore } = panel({ phase: 'idle' });
    (byTestId(root, 'explore-sitemaps') as HTMLButtonElement).click();
    expect(onExplore).toHaveBeenCalledWith(['https://shop.example/sitemap.xml']);
  });

  it('offers /sitemap.xml as the conventional location, never as advertised', () => {
    const { root, onExplore } = panel({ phase: 'idle' }, [], 'https://shop.example/sitemap.xml');
    expect(root.textContent).toContain('advertises no sitemap');
    expect(root.textContent).toContain('is not advertised; it is only the conventional location');
    (byTestId(root, 'explore-sitemaps') as HTMLButtonElement).click();
    expect(onExplore).toHaveBeenCalledWith(['https://shop.example/sitemap.xml']);
  });

  it('shows progress and a cancel button while it runs', () => {
    const { root, onCancel } = panel({ phase: 'running', files: 2, urls: 1500 });
    expect(byTestId(root, 'sitemap-progress')?.textContent).toMatch(/2 files, 1,500 URLs so far/);
    expect(byTestId(root, 'explore-sitemaps')).toBeNull();
    root.querySelector<HTMLButtonElement>('[data-testid="sitemap-progress"] button')?.click();
    expect(onCancel).toHaveBeenCalled();
  });

  it('reports per-file results, totals, lastmod range and the disallowed-but-listed URLs', () => {
    const { root } = panel(done());
    const result = byTestId(root, 'sitemap-result') as HTMLElement;
    expect(result.dataset.urls).toBe('3');
    expect(result.dataset.disallowed).toBe('1');
    expect(result.textContent).toContain('Last modified 2026-01-02 to 2026-11-01');
    expect(result.textContent).toContain('index of 2 sitemaps');
    expect(result.textContent).toContain('3 URLs, 2 KiB gunzipped');
    expect(result.textContent).toContain('error: HTTP 404');
    expect(byTestId(root, 'sitemap-disallowed')?.textContent).toContain(
      'https://shop.example/private/x — Disallow: /private (line 3)',
    );
    // skipped javascript: locations are named as text, never linked
    expect(result.textContent).toContain('javascript:alert(1)');
    expect([...result.querySelectorAll('a[href^="javascript"]')]).toEqual([]);
  });

  it('says which limit stopped a truncated run', () => {
    const limits = [{ code: 'files', max: 100, notFetched: 7 } as const];
    const { root } = panel(done({ truncated: true, limits }));
    expect(root.textContent).toContain(
      'Stopped at a limit: stopped after 100 files; 7 not fetched.',
    );
  });

  it('shows an error in words', () => {
    const { root } = panel({ phase: 'error', reason: 'cancelled.' });
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'The explorer stopped: cancelled.',
    );
  });

  // Issue 14: explorer results as links, a summary of errors by kind, copy / CSV export.
  it('renders result URLs as safe links, untrusted text as text', () => {
    const hostile = 'https://shop.example/<img src=x onerror=alert(1)>';
    const { root } = panel(
      done({
        listed: [
          { url: hostile, allowed: true },
          { url: 'javascript:alert(1)', allowed: true },
        ],
      }),
    );
    const links = [
      ...root.querySelectorAll<HTMLAnchorElement>('[data-testid="sitemap-urls"] a.mono'),
    ];
    expect(links.map((a) => [a.textContent, a.rel, a.target])).toEqual([
      [hostile, 'noopener noreferrer', '_blank'],
    ]);
    expect(root.querySelector('img')).toBeNull();
    expect(byTestId(root, 'sitemap-urls')?.textContent).toContain('javascript:alert(1)');
    const disallowed = byTestId(root, 'sitemap-disallowed')?.querySelector('a');
    expect(disallowed?.getAttribute('href')).toBe('https://shop.example/private/x');
  });

  it('summarises failed files by kind, most frequent first', () => {
    const file = (n: number, error: string) => ({
      url: `https://shop.example/${n}.xml`,
      kind: 'error' as const,
      urls: 0,
      depth: 2,
      error,
    });
    const { root } = panel(
      done({
        files: [
          file(1, 'HTTP 404'),
          file(2, 'timed out after 20 s'),
          file(3, 'HTTP 404'),
          file(4, "malformed XML: Expected closing tag 'loc', found </lo> at character 28"),
        ],
      }),
    );
    expect(byTestId(root, 'sitemap-errors')?.textContent).toBe(
      '4 files could not be read: 2 × HTTP 404, 1 × timed out, 1 × malformed XML.',
    );
  });

  it('renders a long URL list lazily: the first 1,000 with the total, more on request', () => {
    const listed = Array.from({ length: 2500 }, (_, i) => ({
      url: `https://shop.example/p/${i}`,
      allowed: true,
    }));
    const { root } = panel(done({ listed, urlCount: 60_000 }));
    const list = () => root.querySelectorAll('[data-testid="sitemap-urls"] li');
    expect(list()).toHaveLength(1000);
    expect(byTestId(root, 'sitemap-urls')?.textContent).toContain('URLs (2,500 of 60,000)');
    // The first 50 show; the rest of the 1,000 are in the DOM, hidden (issue 14: long lists fold).
    expect(root.querySelectorAll('[data-testid="sitemap-urls"] li:not([hidden])')).toHaveLength(50);
    expect(byTestId(root, 'sitemap-urls')?.textContent).toContain('Showing 50 of 2,500.');
    const unfold = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show 950 more',
    );
    act(() => unfold?.click());
    expect(byTestId(root, 'sitemap-urls')?.textContent).toContain('Showing 1,000 of 2,500.');
    const more = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show 1,000 more',
    );
    act(() => more?.click());
    expect(list()).toHaveLength(2000);
  });

  it('copies the kept URLs, one per line', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    try {
      const { root } = panel(done());
      act(() => (byTestId(root, 'sitemap-copy') as HTMLButtonElement).click());
      await vi.waitFor(() => expect(root.textContent).toContain('Copied 3 URLs.'));
      expect(writeText).toHaveBeenCalledWith(
        'https://shop.example/\nhttps://shop.example/private/x\nhttps://shop.example/shoes',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Cancel keeps partial results and reads as cancelled, not as an error', () => {
    const { root } = panel(done({ cancelled: true }));
    expect(root.querySelector('[role=alert]')).toBeNull();
    expect(byTestId(root, 'sitemap-result')?.dataset.cancelled).toBe('true');
    expect(byTestId(root, 'sitemap-cancelled')?.textContent).toContain('Cancelled');
    expect(byTestId(root, 'sitemap-result')?.dataset.urls).toBe('3');
  });

  it('says cancelling while the background stops', () => {
    const { root } = panel({ phase: 'running', files: 1, urls: 10, cancelling: true });
    expect(byTestId(root, 'sitemap-progress')?.textContent).toMatch(/^Cancelling…/);
  });

  // Issue 14: changing the crawler re-gates the results instead of discarding them.
  it('keeps the results while re-checking for a new crawler, then says what the counts cover', () => {
    const busy = panel(done({}, { regating: true }));
    expect(byTestId(busy.root, 'sitemap-result')?.getAttribute('aria-busy')).toBe('true');
    expect(busy.root.textContent).toContain('Re-checking these URLs for Googlebot');
    const partial = panel(done({ urlCount: 60_000 }, { partial: true, agent: 'GPTBot' }));
    expect(byTestId(partial.root, 'sitemap-result')?.dataset.agent).toBe('GPTBot');
    expect(partial.root.textContent).toContain('of the first 3 robots.txt disallows for GPTBot');
    expect(partial.root.textContent).toContain('explore again to check all 60,000');
  });

  // docs/design.md "Sitemap explorer" (scope): URLs on another host are counted and named, not gated.
  it('names the other hosts with their counts, without an out-of-scope warning', () => {
    const { root } = panel(
      done({ otherHostCount: 3, otherHosts: [{ origin: 'https://assets.example', count: 3 }] }),
    );
    expect(byTestId(root, 'sitemap-other-hosts')?.textContent).toContain(
      '3 URLs on other hosts, which their own robots.txt governs (not gated here): https://assets.example (3).',
    );
    expect(root.textContent).not.toContain('outside the scope');
  });
});

// Issue 12 case 8: 500 KiB of Sitemap: lines is 30,768 links; the popup renders 1,000 of them.
describe('SitemapList: a long list renders lazily', () => {
  it('renders the first 1,000 sitemaps with the total', () => {
    const sitemaps = Array.from({ length: 30_768 }, (_, i) => `https://shop.example/s${i}.xml`);
    const root = mount(<SitemapList sitemaps={sitemaps} />);
    const el = byTestId(root, 'sitemaps') as HTMLElement;
    expect(el.querySelectorAll('a')).toHaveLength(1000);
    // The count is said by the Sitemaps section's summary (issue 14) and carried as data-total.
    expect(el.dataset.total).toBe('30768');
    expect(root.textContent).toContain('Showing 20 of 30,768.');
  });
});

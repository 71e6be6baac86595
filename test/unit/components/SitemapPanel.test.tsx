// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
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
  ...over,
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
    const { root } = panel({ phase: 'done', report: report() });
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
    expect(result.querySelector('a')).toBeNull();
  });

  it('says which limit stopped a truncated run', () => {
    const { root } = panel({
      phase: 'done',
      report: report({ truncated: true, limits: ['50,000 URLs per file'] }),
    });
    expect(root.textContent).toContain('Stopped at a limit: 50,000 URLs per file.');
  });

  it('shows an error in words', () => {
    const { root } = panel({ phase: 'error', reason: 'cancelled.' });
    expect(root.querySelector('[role=alert]')?.textContent).toBe(
      'The explorer stopped: cancelled.',
    );
  });
});

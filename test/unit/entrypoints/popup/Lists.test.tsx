// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { CrawlerTable } from '@/components/CrawlerTable';
import { blockedSummary, crawlerRows } from '@/components/crawlerRows';
import { SitemapList } from '@/components/SitemapList';
import { WarningGroups } from '@/components/WarningGroups';
import { groupWarnings, warningSize } from '@/components/warningGroups';
import { byTestId, click, mount } from '@/test/support/mount';
import { allowedReport, disallowedReport } from '@/test/support/reports';

describe('SitemapList (data-testid="sitemaps")', () => {
  it('one safe link per http(s) sitemap; javascript: and data: stay text', () => {
    const root = mount(
      <SitemapList
        sitemaps={[
          'https://example.com/sitemap.xml',
          'javascript:alert(1)',
          'http://example.com/news.xml.gz',
          'data:text/html,<script>alert(1)</script>',
          'JaVaScRiPt:alert(2)',
        ]}
      />,
    );
    const el = byTestId(root, 'sitemaps') as HTMLElement;
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/sitemap.xml',
      'http://example.com/news.xml.gz',
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(el.textContent).toContain('javascript:alert(1) (not an http(s) URL, so not linked)');
    expect(el.querySelector('script')).toBeNull();
    expect(el.querySelectorAll('li')).toHaveLength(5);
  });

  it('a list longer than 1,000 renders the first 1,000 and says the total', () => {
    const many = Array.from({ length: 1200 }, (_, i) => `https://example.com/s${i}.xml`);
    const root = mount(<SitemapList sitemaps={many} />);
    expect(byTestId(root, 'sitemaps')?.querySelectorAll('a')).toHaveLength(1000);
    expect(byTestId(root, 'sitemaps')?.dataset.total).toBe('1200');
    expect(root.textContent).toContain('Showing 20 of 1,200.');
    const more = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show 980 more',
    );
    click(more as HTMLButtonElement);
    expect(root.textContent).toContain('Showing 1,000 of 1,200.');
  });

  // Issue 14: Etsy's robots.txt lists 488 sitemaps; opening the section showed all 488 (16,000 px).
  it('a long list shows 20 with "Show all 488"; all 488 links are in the DOM meanwhile', () => {
    const etsy = Array.from({ length: 488 }, (_, i) => `https://www.etsy.com/sitemaps/${i}.xml`);
    const root = mount(<SitemapList sitemaps={etsy} />);
    const el = byTestId(root, 'sitemaps') as HTMLElement;
    expect(el.querySelectorAll('a')).toHaveLength(488);
    expect(el.querySelectorAll('li:not([hidden])')).toHaveLength(20);
    expect(root.textContent).toContain('Showing 20 of 488.');
    const showAll = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show all 488',
    );
    click(showAll as HTMLButtonElement);
    expect(el.querySelectorAll('li[hidden]')).toHaveLength(0);
    expect(root.textContent).not.toContain('Show all');
  });

  it('present with a sentence when robots.txt lists none', () => {
    const el = byTestId(mount(<SitemapList sitemaps={[]} />), 'sitemaps');
    expect(el?.querySelectorAll('a')).toHaveLength(0);
    expect(el?.textContent).toContain('robots.txt lists no sitemaps');
  });
});

describe('WarningGroups (data-testid="warnings": one item per code, issue 14)', () => {
  const pct = (line: number) => ({
    line,
    code: 'rule-never-matches',
    message: `Disallow: /p${line}%2b can never take effect.`,
    params: { name: 'Disallow', value: `/p${line}%2b` },
  });
  // Worded from code and params (issue 18; the English `message` is for audit records).
  const typo = (line: number) => ({
    line,
    code: 'typo-directive',
    message: '"Dissallow" is a typo of Disallow.',
    params: { key: 'Dissallow', name: 'Disallow' },
  });
  const warnings = [
    typo(9),
    pct(12),
    pct(4),
    { line: 0, code: 'size-truncated', message: 'Only the first 500 KiB were read.' },
    typo(20),
  ];

  it('groups by code in order of first appearance, with data-count and lines in file order', () => {
    const groups = groupWarnings(warnings);
    expect(groups.map((g) => [g.code, g.items.map((i) => i.line)])).toEqual([
      ['typo-directive', [9, 20]],
      ['rule-never-matches', [4, 12]],
      ['size-truncated', [0]],
    ]);
    expect(warningSize(groups)).toBe('3 kinds, 5 lines');
    const onLine = vi.fn();
    const root = mount(<WarningGroups groups={groups} onLine={onLine} />);
    const items = [...(byTestId(root, 'warnings') as HTMLElement).children] as HTMLElement[];
    expect(items.map((li) => [li.dataset.code, li.dataset.count])).toEqual([
      ['typo-directive', '2'],
      ['rule-never-matches', '2'],
      ['size-truncated', '1'],
    ]);
    // Same sentence on every line: said once, then the lines.
    expect(items[0]?.textContent).toBe(
      '"Dissallow" is not spelt "Disallow"; Google reads it as Disallow, but other crawlers may ignore the line. (2 lines)Line 9Line 20',
    );
    // Different sentences: the code's title, then each line with its own.
    expect(items[1]?.querySelector('p')?.textContent).toBe('Rule never matches (2 lines)');
    expect(items[1]?.textContent).toContain(
      'Line 4: Disallow: /p4%2b can never take effect: no URL a browser sends can match it.',
    );
    expect(items[2]?.textContent).toBe(
      'File: The file is larger than 500 KiB; only its first 500 KiB were downloaded and read, and the rest is ignored, as RFC 9309 §2.5 allows.',
    );
  });

  it('each line is a link that opens the robots.txt view at that line', () => {
    const onLine = vi.fn();
    const root = mount(<WarningGroups groups={groupWarnings(warnings)} onLine={onLine} />);
    const line12 = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Line 12');
    click(line12 as Element);
    expect(onLine).toHaveBeenCalledWith(12);
  });
});

describe('CrawlerTable ("who may crawl this page")', () => {
  it('one row per crawler, grouped by purpose, with the deciding line in full', () => {
    const report = allowedReport();
    const root = mount(<CrawlerTable rows={crawlerRows(report)} current="Googlebot" />);
    const rows = [...root.querySelectorAll<HTMLElement>('tr[data-token]')];
    expect(rows).toHaveLength(report.crawlers.length);
    const gpt = rows.find((r) => r.dataset.token === 'GPTBot');
    expect(gpt?.dataset.verdict).toBe('disallowed');
    expect(gpt?.textContent).toBe('GPTBot✕ disallowed Disallow: / (line 8)');
    const google = rows.find((r) => r.dataset.token === 'Googlebot');
    expect(google?.getAttribute('aria-current')).toBe('true');
    expect([...root.querySelectorAll('tr.purpose')].map((r) => r.textContent)).toEqual([
      'Search',
      'AI training',
      'AI search and assistants',
      'Other',
    ]);
  });

  it('the chosen crawler is a row even when it is a custom token', () => {
    const report = disallowedReport({ agent: 'SiteAuditBot' });
    const rows = crawlerRows(report);
    expect(rows.at(-1)).toEqual({
      token: 'SiteAuditBot',
      verdict: 'disallowed',
      rule: { directive: 'disallow', pattern: '/private', line: 3 },
    });
    const root = mount(<CrawlerTable rows={rows} current="SiteAuditBot" />);
    expect(root.querySelector('[data-token="SiteAuditBot"]')?.getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('summary line: who is blocked, by name', () => {
    expect(blockedSummary(allowedReport().crawlers)).toBe(
      '2 of 19 crawlers blocked: GPTBot, CCBot.',
    );
    const none = allowedReport().crawlers.map((r) => ({ ...r, verdict: 'allowed' as const }));
    expect(blockedSummary(none)).toBe('None of 19 crawlers blocked from this page.');
  });
});

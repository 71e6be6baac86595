// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CrawlerTable } from '@/components/CrawlerTable';
import { OtherCrawlers } from '@/components/OtherCrawlers';
import { SitemapList } from '@/components/SitemapList';
import { WarningList } from '@/components/WarningList';
import { byTestId, mount } from '@/test/support/mount';
import { allowedReport, unreachableReport } from '@/test/support/reports';

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

  it('present with a sentence when robots.txt lists none', () => {
    const el = byTestId(mount(<SitemapList sitemaps={[]} />), 'sitemaps');
    expect(el?.querySelectorAll('a')).toHaveLength(0);
    expect(el?.textContent).toContain('robots.txt lists no sitemaps');
  });
});

describe('WarningList (data-testid="warnings")', () => {
  it('one item per warning, in words, with its line', () => {
    const root = mount(
      <WarningList
        warnings={[
          {
            line: 3,
            code: 'typo-directive',
            message: '"Dissallow" is a typo of Disallow; Google reads it as Disallow.',
          },
          {
            line: 0,
            code: 'size-truncated',
            message: 'The file is 600 KiB; only its first 500 KiB were read.',
          },
        ]}
      />,
    );
    const items = [...(byTestId(root, 'warnings') as HTMLElement).querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'Line 3: "Dissallow" is a typo of Disallow; Google reads it as Disallow.',
      'File: The file is 600 KiB; only its first 500 KiB were read.',
    ]);
    expect(items[0]?.dataset.line).toBe('3');
    expect(root.querySelector('h2')?.textContent).toBe('Warnings (2)');
  });

  it('none: an empty list and a sentence', () => {
    const root = mount(<WarningList warnings={[]} />);
    expect(byTestId(root, 'warnings')?.children).toHaveLength(0);
    expect(root.textContent).toContain('No problems found in robots.txt.');
  });
});

describe('CrawlerTable ("who may crawl this page")', () => {
  it('one row per preset with allowed/disallowed and the deciding line', () => {
    const report = allowedReport();
    const root = mount(<CrawlerTable rows={report.crawlers} current="Googlebot" />);
    const rows = [...root.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows).toHaveLength(report.crawlers.length);
    const gpt = rows.find((r) => r.dataset.token === 'GPTBot');
    expect(gpt?.dataset.verdict).toBe('disallowed');
    expect(gpt?.textContent).toBe('GPTBot✕ disallowedDisallow: / (line 8)');
    const google = rows.find((r) => r.dataset.token === 'Googlebot');
    expect(google?.getAttribute('aria-current')).toBe('true');
    expect(google?.textContent).toBe('Googlebot✓ allowedno rule');
    expect(root.textContent).toContain('2 of 19 listed crawlers may not crawl this page.');
  });

  it('says so when every crawler may crawl', () => {
    const rows = allowedReport().crawlers.map((r) => ({
      ...r,
      verdict: 'allowed' as const,
      rule: null,
    }));
    expect(mount(<CrawlerTable rows={rows} current="*" />).textContent).toContain(
      'Every listed crawler may crawl this page.',
    );
  });
});

describe('OtherCrawlers (Report.others)', () => {
  it('names each crawler and what it would do', () => {
    const root = mount(<OtherCrawlers others={unreachableReport().others} />);
    expect(root.querySelector('li')?.textContent).toBe(
      'Scrapy (ROBOTSTXT_OBEY) would crawl this page: it treats an unreachable robots.txt as allow-all.',
    );
  });
});

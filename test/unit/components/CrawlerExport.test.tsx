// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { CrawlerExport } from '@/components/CrawlerExport';
import type { CrawlerExportInput } from '@/lib/exports/crawlerExport';
import { byTestId, click, mount, waitFor } from '../../support/mount';

// DESIGN.md "The popup's test contract": `crawler-export` and `crawler-export-text`.
const INPUT: CrawlerExportInput = {
  origin: 'https://example.com',
  agent: 'GPTBot',
  delay: {
    seconds: 5,
    declared: 5,
    raw: '5',
    line: 3,
    reason: 'Crawl-delay: 5 at line 3.',
    flagged: false,
    floor: 1,
    ceiling: 60,
  },
  sha256: 'c'.repeat(64),
};

describe('CrawlerExport', () => {
  it('one button per format; the text goes to the clipboard and is shown', async () => {
    const onCopy = vi.fn(() => Promise.resolve());
    const root = mount(<CrawlerExport input={INPUT} onCopy={onCopy} />);
    const buttons = [...root.querySelectorAll<HTMLElement>('[data-testid="crawler-export"]')];
    expect(buttons.map((b) => b.dataset.format)).toEqual(['scrapy', 'crawlee', 'nutch', 'json']);
    expect(byTestId(root, 'crawler-export-text')).toBeNull();
    click(buttons[0] as HTMLElement);
    const pre = byTestId(root, 'crawler-export-text') as HTMLElement;
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toContain(
      '"example.com": {"delay": 5.0, "concurrency": 1, "randomize_delay": False}',
    );
    expect(onCopy).toHaveBeenCalledWith(pre.textContent);
    await waitFor(() =>
      expect(root.textContent).toContain('Scrapy settings copied to the clipboard.'),
    );
  });

  it('shows the text to copy by hand when the clipboard fails', async () => {
    const root = mount(
      <CrawlerExport input={INPUT} onCopy={() => Promise.reject(new Error('denied'))} />,
    );
    click(root.querySelector('[data-format="nutch"]') as HTMLElement);
    await waitFor(() => expect(root.textContent).toContain('The clipboard is not available'));
    expect(byTestId(root, 'crawler-export-text')?.textContent).toContain(
      '<name>fetcher.server.delay</name>',
    );
  });
});

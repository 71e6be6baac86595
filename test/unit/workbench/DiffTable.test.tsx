// @vitest-environment happy-dom

import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { DiffTable } from '@/entrypoints/workbench/DiffTable';
import { runMatrixJob } from '@/lib/workbench';
import { click, mount, waitFor } from '../../support/mount';

// DESIGN.md "The popup's test contract", Workbench: `diff-summary` and one `diff-row` per flip.
const ORIGIN = 'https://example.com';
const result = runMatrixJob({
  id: 1,
  origin: ORIGIN,
  robotsUrl: `${ORIGIN}/robots.txt`,
  live: 'User-agent: *\nDisallow: /a\n',
  draft: 'User-agent: *\nDisallow: /b\n',
  urlsText: '/a\n/b\n/c\n<script>alert(1)</script>',
  agents: ['Googlebot', 'GPTBot'],
});

describe('DiffTable', () => {
  it('renders the summary and one row per flipped pair with the contract attributes', () => {
    const onExport = vi.fn();
    const root = mount(<DiffTable result={result} ms={12} onExport={onExport} />);
    const summary = root.querySelector('[data-testid="diff-summary"]') as HTMLElement;
    expect([summary.dataset.checked, summary.dataset.flipped]).toEqual(['6', '4']);
    const rows = [...root.querySelectorAll<HTMLElement>('[data-testid="diff-row"]')].map((r) => ({
      ...r.dataset,
    }));
    expect(rows[0]).toEqual({
      testid: 'diff-row',
      reading: 'google',
      url: `${ORIGIN}/a`,
      agent: 'Googlebot',
      live: 'disallowed',
      draft: 'allowed',
      lineLive: '2',
    });
    // No rule decided in the draft: the attribute is present and empty.
    const first = root.querySelector('[data-testid="diff-row"]') as HTMLElement;
    expect(first.getAttribute('data-line-draft')).toBe('');
    expect(rows).toHaveLength(4);
    click(root.querySelector('[data-testid="export-csv"]') as HTMLElement);
    expect(onExport).toHaveBeenCalledWith('csv');
  });

  it('filters by crawler and direction', async () => {
    const root = mount(<DiffTable result={result} ms={12} onExport={() => {}} />);
    const [agent, direction] = [...root.querySelectorAll('select')] as HTMLSelectElement[];
    const choose = (select: HTMLSelectElement | undefined, value: string) =>
      act(() => {
        (select as HTMLSelectElement).value = value;
        select?.dispatchEvent(new Event('change', { bubbles: true }));
      });
    choose(agent, 'GPTBot');
    choose(direction, 'now-disallowed');
    await waitFor(() => {
      const rows = [...root.querySelectorAll<HTMLElement>('[data-testid="diff-row"]')];
      expect(rows.map((r) => [r.dataset.url, r.dataset.agent, r.dataset.draft])).toEqual([
        [`${ORIGIN}/b`, 'GPTBot', 'disallowed'],
      ]);
    });
  });

  it('names the lines it did not test (not a URL), as text', () => {
    expect(result.list.notUrl.examples).toEqual([{ line: 4, text: '<script>alert(1)</script>' }]);
  });
});

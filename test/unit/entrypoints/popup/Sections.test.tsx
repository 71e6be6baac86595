// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Sections from '@/entrypoints/popup/Sections';
import type { Report } from '@/lib/report';
import {
  allowedReport,
  disallowedReport,
  expiredReport,
  snapshot,
  unreachableReport,
} from '@/test/support/reports';

afterEach(cleanup);

const copy = () => Promise.resolve();
const show = (report: Report, onLine = vi.fn()) =>
  render(<Sections report={report} focus={null} onLine={onLine} onCopy={copy} />);
const summaries = (root: Element) =>
  [...root.querySelectorAll('details > summary')].map((s) => s.textContent);

const WARNINGS = [
  { line: 3, code: 'typo-directive', message: 'A typo.' },
  { line: 4, code: 'rule-never-matches', message: 'Never matches.' },
  { line: 8, code: 'rule-never-matches', message: 'Never matches.' },
];

// Issue 14 / DESIGN.md "The popup's first screen": below it, closed sections that say their size.
describe('Sections', () => {
  it('closed sections, each saying its size; contract elements in the DOM while closed', () => {
    const { container } = show(disallowedReport({ warnings: WARNINGS }));
    expect(summaries(container)).toEqual([
      'robots.txt (11 lines)',
      'Warnings (2 kinds, 3 lines)',
      'Sitemaps (2)',
      'Who may crawl this page (19 crawlers by purpose)',
      'Crawl-delay (not used for this page)',
      'Snapshot (fetched 5 min ago, HTTP 200)',
      'Audit record and exports',
    ]);
    expect([...container.querySelectorAll('details')].every((d) => !d.open)).toBe(true);
    for (const id of ['warnings', 'sitemaps', 'crawlers', 'snapshot', 'crawl-delay']) {
      expect(screen.getByTestId(id), id).toBeTruthy();
    }
    expect(screen.getByTestId('warnings').children).toHaveLength(2);
  });

  it('the robots.txt view renders its lines only once opened', async () => {
    const { container } = show(allowedReport());
    expect(container.querySelectorAll('.rl')).toHaveLength(0);
    const details = container.querySelector('#section-robots') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(container.querySelectorAll('.rl')).toHaveLength(11));
  });

  it('no problems: says so, only when a file was read', () => {
    show(allowedReport());
    expect(screen.getByTestId('warnings').textContent).toBe('No problems found in robots.txt.');
  });

  it.each([
    ['unreachable', unreachableReport()],
    ['expired', expiredReport()],
    [
      'redirected away',
      unreachableReport({
        snapshot: snapshot({ status: 'unavailable', finalUrl: 'https://other.example/robots.txt' }),
      }),
    ],
  ])('%s: warnings and sitemaps say nothing was read, never "no problems"', (_, report) => {
    const { container } = show(report);
    expect(screen.getByTestId('warnings').textContent).toMatch(
      /^(Nothing|No current copy) was read/,
    );
    expect(screen.getByTestId('sitemaps').textContent).toMatch(
      /^(Nothing|No current copy) was read/,
    );
    expect(container.textContent).not.toContain('No problems found');
    expect(container.textContent).not.toContain('lists no sitemaps');
    expect(summaries(container)).toContain('Warnings (nothing read)');
  });

  it('a custom token is a row of the crawler table', () => {
    show(allowedReport({ agent: 'SiteAuditBot' }));
    const row = screen.getByTestId('crawlers').querySelector('[data-token="SiteAuditBot"]');
    expect(row?.getAttribute('data-verdict')).toBe('allowed');
  });

  it('slots: readings, AI signals and exports have places; no hand-written "other crawlers" list', () => {
    const { container } = render(
      <Sections
        report={allowedReport()}
        focus={null}
        onLine={vi.fn()}
        onCopy={copy}
        slots={{
          readings: () => ({ size: '3 readings', content: <ul data-testid="readings" /> }),
          aiSignals: () => ({ size: '1', content: <ul data-testid="ai-signals" /> }),
          crawlerExport: () => <div data-testid="crawler-export" />,
        }}
      />,
    );
    expect(summaries(container)).toContain('How other parsers read it (3 readings)');
    expect(summaries(container)).toContain('AI-use signals (1)');
    expect(screen.queryByTestId('others')).toBeNull();
    expect(screen.getByTestId('crawler-export')).toBeTruthy();
  });
});

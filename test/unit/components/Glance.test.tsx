// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrawlDelayLine } from '@/components/CrawlDelayLine';
import { Glance } from '@/components/Glance';
import { LoadingReason } from '@/components/LoadingReason';
import type { DelayInfo } from '@/lib/report';
import { allowedReport, disallowedReport, unreachableReport } from '@/test/support/reports';

afterEach(cleanup);

const delay = (over: Partial<DelayInfo> = {}): DelayInfo => ({
  seconds: 10,
  declared: 10,
  raw: '10',
  line: 2,
  source: 'wildcard',
  reason: 'Crawl-delay: 10 at line 2 in the * group; applied as 10 s.',
  flagged: false,
  note: null,
  suggestedSeconds: null,
  floor: 1,
  ceiling: 60,
  ...over,
});

// Issue 14: Crawl-delay said once, leading with what THIS crawler does with it.
describe('CrawlDelayLine (data-testid="crawl-delay")', () => {
  const line = () => screen.getByTestId('crawl-delay');

  it('Googlebot: leads with "ignores Crawl-delay" (Google Search Central)', () => {
    const note = 'Googlebot ignores Crawl-delay; Google sets its own crawl rate.';
    render(<CrawlDelayLine delay={delay({ note })} agent="Googlebot" />);
    expect(line().textContent).toBe(
      'Googlebot ignores Crawl-delay; robots.txt asks 10 s (line 2, * group). Google sets its own crawl rate.',
    );
    expect(line().dataset.ignored).toBe('true');
    expect(line().dataset.seconds).toBe('10');
    expect(line().textContent?.match(/10 s/g)).toHaveLength(1);
  });

  it('a crawler that honours it: the pace applied and where it was declared, once', () => {
    render(<CrawlDelayLine delay={delay()} agent="GPTBot" />);
    expect(line().textContent).toBe('Crawl-delay: 10 s between requests (line 2, * group).');
  });

  it('clamped: the value as written and the ceiling, flagged', () => {
    render(
      <CrawlDelayLine
        delay={delay({
          seconds: 60,
          declared: 1e23,
          raw: '100000000000000000000000',
          flagged: true,
        })}
        agent="GPTBot"
      />,
    );
    expect(line().textContent).toBe(
      'Crawl-delay: 1 min between requests (line 2, * group); robots.txt says 100000000000000000000000 s, clamped to the 1 min ceiling: check it with the site owner.',
    );
    expect(line().className).toContain('flagged');
  });

  it('none declared: no pace from too few samples, a measured one from several', () => {
    const none = delay({ seconds: 1, declared: null, raw: null, line: null, source: 'none' });
    const { rerender } = render(<CrawlDelayLine delay={none} agent="GPTBot" />);
    expect(line().textContent).toBe('No Crawl-delay for GPTBot.');
    rerender(<CrawlDelayLine delay={{ ...none, suggestedSeconds: 2.5 }} agent="GPTBot" />);
    expect(line().textContent).toBe(
      'No Crawl-delay for GPTBot; measured pace: one request every 2.5 s.',
    );
  });

  it('declared but unusable ("-5"): the engine says it is negative', () => {
    const reason = 'Crawl-delay "-5" at line 2 in the * group is negative; applying the 1 s floor.';
    render(
      <CrawlDelayLine
        delay={delay({ seconds: 1, declared: null, raw: '-5', reason })}
        agent="GPTBot"
      />,
    );
    expect(line().textContent).toBe(reason);
  });

  it('the line number opens the robots.txt view', () => {
    const onLine = vi.fn();
    render(<CrawlDelayLine delay={delay()} agent="GPTBot" onLine={onLine} />);
    fireEvent.click(screen.getByRole('button', { name: 'line 2' }));
    expect(onLine).toHaveBeenCalledWith(2);
  });
});

describe('Glance (the first screen under the banner)', () => {
  it('allowed: the Crawl-delay line and who may crawl, each once', () => {
    const onOpen = vi.fn();
    render(<Glance report={allowedReport({ agent: 'Bingbot' })} onOpenSection={onOpen} />);
    expect(screen.getByTestId('crawl-delay')).toBeTruthy();
    const who = screen.getByTestId('crawlers-summary');
    expect(who.textContent).toBe('2 of 19 crawlers blocked: GPTBot, CCBot.');
    fireEvent.click(screen.getByRole('button', { name: /crawlers blocked/ }));
    expect(onOpen).toHaveBeenCalledWith('section-crawlers');
  });

  it('disallowed: no Crawl-delay line (the crawler may not fetch the page at all)', () => {
    render(<Glance report={disallowedReport()} />);
    expect(screen.queryByTestId('crawl-delay')).toBeNull();
    expect(screen.getByTestId('crawlers-summary').textContent).toBe(
      'All 19 crawlers blocked from this page.',
    );
  });

  it('unreachable: neither line (nothing was read)', () => {
    render(<Glance report={unreachableReport()} />);
    expect(screen.queryByTestId('crawl-delay')).toBeNull();
    expect(screen.queryByTestId('crawlers-summary')).toBeNull();
  });

  it('slots: indexing first, readings after the delay, changed last', () => {
    const { container } = render(
      <Glance
        report={allowedReport()}
        slots={{
          indexing: () => <p data-testid="indexing">index</p>,
          readingsLine: () => <p data-testid="readings-line">Scrapy disagrees</p>,
          changed: () => <p data-testid="changed">changed</p>,
        }}
      />,
    );
    const ids = [...container.querySelectorAll('[data-testid]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(ids).toEqual([
      'indexing',
      'crawl-delay',
      'readings-line',
      'crawlers-summary',
      'changed',
    ]);
  });
});

// Issue 14: loading says what it waits for, the seconds so far and the 10 s limit.
describe('LoadingReason', () => {
  afterEach(() => vi.useRealTimers());

  it('names the host, then counts seconds against the fetch limit', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    render(<LoadingReason host="example.com" />);
    expect(screen.getByTestId('loading-reason').textContent).toBe(
      'Reading robots.txt from example.com.',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('loading-reason').textContent).toBe(
      'Reading robots.txt from example.com: 3 s so far (gives up at 10 s).',
    );
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshButton } from '@/components/RefreshButton';
import { SnapshotPanel } from '@/components/SnapshotPanel';
import { byTestId, click, mount, settle } from '@/test/support/mount';
import { SHA, snapshot } from '@/test/support/reports';

const copyOk = () => Promise.resolve();

describe('SnapshotPanel (data-testid="snapshot")', () => {
  afterEach(() => vi.useRealTimers());

  it('fresh 200: status, state, lower-case sha256, age, outcome, short hash, ETag', () => {
    const root = mount(
      <SnapshotPanel snapshot={snapshot({ sha256: SHA.toUpperCase() })} onCopy={copyOk} />,
    );
    const el = byTestId(root, 'snapshot') as HTMLElement;
    expect(el.dataset.status).toBe('fetched');
    expect(el.dataset.state).toBe('fresh');
    expect(el.dataset.sha256).toBe(SHA);
    expect(el.textContent).toContain('5 min ago');
    expect(el.textContent).toContain('HTTP 200 (192 B, 84 ms)');
    expect(el.querySelector('code[title]')?.textContent).toBe(`${SHA.slice(0, 12)}…`);
    expect(el.textContent).toContain('"abc-123"');
    expect(el.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['stale', 'Stale (used while it is refreshed)'],
    ['degraded', 'Degraded (old copy; refresh failing or pending)'],
    ['expired', 'Expired (too old to trust)'],
  ] as const)('state %s in words', (state, words) => {
    const root = mount(<SnapshotPanel snapshot={snapshot({ state })} onCopy={copyOk} />);
    expect(byTestId(root, 'snapshot')?.dataset.state).toBe(state);
    expect(root.textContent).toContain(words);
  });

  it('absent (404) and unavailable (503) outcomes in words; a failed last try', () => {
    const absent = mount(
      <SnapshotPanel snapshot={snapshot({ status: 'absent', httpStatus: 404 })} onCopy={copyOk} />,
    );
    expect(absent.textContent).toContain('HTTP 404: no rules published, every page may be crawled');
    const down = mount(
      <SnapshotPanel
        snapshot={snapshot({
          status: 'unavailable',
          httpStatus: 503,
          error: 'HTTP 503 (server error)',
          sha256: '',
          lastAttempt: {
            at: Date.UTC(2025, 0, 15, 11, 58),
            httpStatus: 503,
            error: 'robots.txt answered 503',
          },
        })}
        onCopy={copyOk}
      />,
    );
    expect(byTestId(down, 'snapshot')?.dataset.status).toBe('unavailable');
    expect(down.textContent).toContain('HTTP 503 (server error)');
    expect(down.textContent).toContain('failed 2 min ago: robots.txt answered 503');
    expect(down.textContent).not.toContain('SHA-256');
  });

  it('names an HTTP failure once, and never calls an unusable answer fresh', () => {
    const root = mount(
      <SnapshotPanel
        snapshot={snapshot({
          status: 'unavailable',
          state: 'fresh',
          httpStatus: 503,
          error: 'HTTP 503 (server error)',
        })}
        onCopy={copyOk}
      />,
    );
    expect(root.textContent).toContain('AnswerHTTP 503 (server error)');
    expect(root.textContent).not.toContain('HTTP 503: HTTP 503');
    expect(root.textContent).toContain('No usable copy: fetched again on a later check');
    expect(root.textContent).not.toContain('Fresh');
    // and never in the colour of a fresh copy
    expect(root.querySelector('.state-fresh')).toBeNull();
    // the contract attribute stays, whatever the text says
    expect(byTestId(root, 'snapshot')?.dataset.state).toBe('fresh');
    expect(root.textContent).not.toContain('SHA-256');
  });

  it('shows a background refresh in progress', () => {
    const root = mount(<SnapshotPanel snapshot={snapshot({ refreshing: true })} onCopy={copyOk} />);
    expect(root.textContent).toContain('refreshing…');
  });

  it('copies the full lower-case SHA-256', async () => {
    const onCopy = vi.fn(() => Promise.resolve());
    const root = mount(<SnapshotPanel snapshot={snapshot()} onCopy={onCopy} />);
    click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Copy') as Element);
    await settle();
    expect(onCopy).toHaveBeenCalledWith(SHA);
    expect(root.textContent).toContain('SHA-256 copied.');
  });
});

describe('RefreshButton (data-testid="refresh")', () => {
  afterEach(() => vi.useRealTimers());

  it('calls back; busy disables it', () => {
    const onRefresh = vi.fn();
    const root = mount(
      <RefreshButton busy={false} retryInMs={null} answerKey={1} onRefresh={onRefresh} />,
    );
    click(byTestId(root, 'refresh') as HTMLElement);
    expect(onRefresh).toHaveBeenCalledOnce();
    const busy = mount(<RefreshButton busy retryInMs={null} answerKey={1} onRefresh={onRefresh} />);
    expect((byTestId(busy, 'refresh') as HTMLButtonElement).disabled).toBe(true);
  });

  // Issue 14: inside the per-origin limit, a countdown instead of an error.
  it('rate limited: counts down, disabled until the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    const root = mount(
      <RefreshButton busy={false} retryInMs={3000} answerKey={1} onRefresh={() => {}} />,
    );
    const button = () => byTestId(root, 'refresh') as HTMLButtonElement;
    expect(button().textContent).toBe('Refresh in 3 s');
    expect(button().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(button().textContent).toBe('Refresh in 2 s');
    await vi.advanceTimersByTimeAsync(2100);
    expect(button().textContent).toBe('Refresh');
    expect(button().disabled).toBe(false);
  });

  it('a long Retry-After wait reads in minutes', () => {
    const root = mount(
      <RefreshButton busy={false} retryInMs={3_558_000} answerKey={1} onRefresh={() => {}} />,
    );
    expect(byTestId(root, 'refresh')?.textContent).toBe('Refresh in 59 min 18 s');
  });
});

import { formatSeconds } from './intl';
import { useCountdown } from './useCountdown';

export interface RefreshButtonProps {
  /** A Refresh request is in flight. */
  busy: boolean;
  /** The per-origin limit refused the last Refresh: wait this long (ms); null when not limited. */
  retryInMs: number | null;
  /** Changes with each answer, so the same wait announced again restarts the countdown. */
  answerKey: unknown;
  onRefresh: () => void;
}

/** Refresh robots.txt now; inside the per-origin limit it counts down instead of failing. */
export function RefreshButton({ busy, retryInMs, answerKey, onRefresh }: RefreshButtonProps) {
  const waitS = useCountdown(retryInMs, answerKey);
  return (
    <span class="refresh">
      <button
        type="button"
        data-testid="refresh"
        onClick={onRefresh}
        disabled={busy || waitS > 0}
        aria-describedby={waitS > 0 ? 'refresh-wait' : undefined}
      >
        {busy ? 'Refreshing' : waitS > 0 ? `Refresh in ${formatSeconds(waitS)}` : 'Refresh'}
      </button>
      {waitS > 0 && (
        <span id="refresh-wait" class="sr-only" role="status">
          This site's robots.txt was fetched moments ago; it can be fetched again in{' '}
          {formatSeconds(waitS)}.
        </span>
      )}
    </span>
  );
}

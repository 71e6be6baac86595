import { i18n } from '#i18n';
import { formatSeconds } from './intlCore';
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
        {busy
          ? i18n.t('popup.refresh.busy')
          : waitS > 0
            ? i18n.t('popup.refresh.in', [formatSeconds(waitS)])
            : i18n.t('popup.snapshot.refresh')}
      </button>
      {waitS > 0 && (
        <span id="refresh-wait" class="sr-only" role="status">
          {i18n.t('popup.refresh.wait', [formatSeconds(waitS)])}
        </span>
      )}
    </span>
  );
}

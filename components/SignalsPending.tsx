import { i18n } from '#i18n';
import { ROBOTS_TIMEOUT_MS } from '@/lib/fetch/robotsTimeout';
import { formatSeconds } from './intlCore';
import { tNodes } from './tNodes';
import { useElapsed } from './useElapsed';

/** The page fetch's limit (lib/page/fetchCapped.ts: the same 10 s as robots.txt). */
const FETCH_LIMIT_S = ROBOTS_TIMEOUT_MS / 1000;

export interface SignalsPendingProps {
  /** `tab`: the open tab's headers and head are read; `fetched`: the page is fetched from `host`. */
  from: 'tab' | 'fetched';
  host: string;
  /** The first screen's line is `signals-pending`; a section's repeat of it has its own id. */
  testId?: string;
}

/**
 * What the page's own signals wait for, under a verdict already shown (issue 15: the verdict
 * renders first): for a checked URL, the page fetched from its host, the seconds so far and the
 * limit, after which the signals say the fetch timed out.
 */
export function SignalsPending({ from, host, testId = 'signals-pending' }: SignalsPendingProps) {
  const elapsed = useElapsed(`${from} ${host}`);
  return (
    <p class="note glance-line" data-testid={testId} data-from={from} aria-live="polite">
      {from === 'tab'
        ? i18n.t('popup.signalsPending.tab')
        : tNodes('popup.signalsPending.fetching', [<strong key="host">{host}</strong>])}
      {from === 'fetched' && elapsed > 0
        ? i18n.t('popup.loading.soFar', [formatSeconds(elapsed), formatSeconds(FETCH_LIMIT_S)])
        : i18n.t('popup.matched.end')}
    </p>
  );
}

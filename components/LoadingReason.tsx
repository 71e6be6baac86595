import { i18n } from '#i18n';
import { ROBOTS_TIMEOUT_MS } from '@/lib/fetch/robotsTimeout';
import { formatSeconds } from './intlCore';
import { tNodes } from './tNodes';
import { useElapsed } from './useElapsed';

const FETCH_LIMIT_S = ROBOTS_TIMEOUT_MS / 1000;

export interface LoadingReasonProps {
  /** The host whose robots.txt is awaited; null while the tab's address is being found. */
  host: string | null;
}

/** What a running check waits for, with the seconds so far and the limit. */
export function LoadingReason({ host }: LoadingReasonProps) {
  const elapsed = useElapsed(host);
  if (!host) return <p>{i18n.t('popup.loading.finding')}</p>;
  return (
    <p data-testid="loading-reason">
      {tNodes('popup.loading.reading', [<strong key="host">{host}</strong>])}
      {elapsed > 0
        ? i18n.t('popup.loading.soFar', [formatSeconds(elapsed), formatSeconds(FETCH_LIMIT_S)])
        : i18n.t('popup.matched.end')}
    </p>
  );
}

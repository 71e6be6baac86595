import { useEffect, useState } from 'preact/hooks';
import { ROBOTS_TIMEOUT_MS } from '@/lib/fetch/robotsTimeout';

const FETCH_LIMIT_S = ROBOTS_TIMEOUT_MS / 1000;

export interface LoadingReasonProps {
  /** The host whose robots.txt is awaited; null while the tab's address is being found. */
  host: string | null;
}

/** What a running check waits for, with the seconds so far and the limit. */
export function LoadingReason({ host }: LoadingReasonProps) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const id = setInterval(() => setElapsed(Math.floor((Date.now() - start) / 1000)), 1000);
    return () => clearInterval(id);
  }, [host]);
  if (!host) return <p>Finding this tab's address.</p>;
  return (
    <p data-testid="loading-reason">
      Reading robots.txt from <strong>{host}</strong>
      {elapsed > 0 ? `: ${elapsed} s so far (gives up at ${FETCH_LIMIT_S} s).` : '.'}
    </p>
  );
}

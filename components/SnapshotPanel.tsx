import { useEffect, useState } from 'preact/hooks';
import type { SnapshotInfo, SnapshotState } from '@/lib/report';
import { formatAge, formatSeconds, isWebUrl } from './format';

export interface SnapshotPanelProps {
  snapshot: SnapshotInfo;
  /** A Refresh request is in flight. */
  busy: boolean;
  onRefresh: () => void;
  onCopy: (text: string) => Promise<void>;
}

const STATES: Record<SnapshotState, string> = {
  fresh: 'Fresh',
  stale: 'Stale (used while it is refreshed)',
  degraded: 'Degraded (old copy; refresh failing or pending)',
  expired: 'Expired (too old to trust)',
};

/** Which robots.txt the answer used: when, how the fetch went, its hash; and a Refresh button. */
export function SnapshotPanel({ snapshot: s, busy, onRefresh, onCopy }: SnapshotPanelProps) {
  const waitS = useCountdown(s.retryInMs, s);
  const [copied, setCopied] = useState('');
  const sha = s.sha256.toLowerCase();
  const copySha = () =>
    onCopy(sha).then(
      () => setCopied('SHA-256 copied.'),
      () => setCopied('Could not copy; select the hash in the audit record instead.'),
    );
  return (
    <section
      class="panel"
      aria-labelledby="snapshot-h"
      data-testid="snapshot"
      data-status={s.status}
      data-state={s.state}
      data-sha256={sha}
    >
      <h2 id="snapshot-h">robots.txt snapshot</h2>
      <dl class="facts">
        <dt>State</dt>
        <dd class={s.status === 'unavailable' ? 'state-expired' : `state-${s.state}`}>
          {s.status === 'unavailable'
            ? 'No usable copy: fetched again on a later check'
            : STATES[s.state]}
          {s.refreshing && <span class="note"> · refreshing…</span>}
        </dd>
        <dt>{s.status === 'unavailable' ? 'Tried' : 'Fetched'}</dt>
        <dd>
          <time
            dateTime={new Date(s.fetchedAt).toISOString()}
            title={new Date(s.fetchedAt).toString()}
          >
            {formatAge(s.ageMs)}
          </time>
        </dd>
        <dt>Answer</dt>
        <dd>{outcome(s)}</dd>
        {s.lastAttempt && (
          <>
            <dt>Last try</dt>
            <dd>
              failed {formatAge(Math.max(0, s.fetchedAt + s.ageMs - s.lastAttempt.at))}:{' '}
              {s.lastAttempt.error}
            </dd>
          </>
        )}
        <dt>File</dt>
        <dd class="url">
          {isWebUrl(s.robotsUrl) ? (
            <a href={s.robotsUrl} target="_blank" rel="noopener noreferrer">
              {s.robotsUrl}
            </a>
          ) : (
            s.robotsUrl
          )}
          {s.finalUrl && s.finalUrl !== s.robotsUrl && ` → ${s.finalUrl}`}
        </dd>
        {sha && s.status === 'fetched' && (
          <>
            <dt>SHA-256</dt>
            <dd>
              <code title={sha}>{sha.slice(0, 12)}…</code>{' '}
              <button type="button" class="link-button" onClick={copySha}>
                Copy
              </button>
              <span class="note" role="status">
                {copied && ` ${copied}`}
              </span>
            </dd>
          </>
        )}
        {s.etag && (
          <>
            <dt>ETag</dt>
            <dd>
              <code>{s.etag}</code>
            </dd>
          </>
        )}
      </dl>
      <p class="refresh">
        <button type="button" onClick={onRefresh} disabled={busy || waitS > 0}>
          {busy ? 'Refreshing…' : 'Refresh'}
        </button>
        <span class="note" role="status">
          {waitS > 0 && ` Rate limited: try again in ${formatSeconds(waitS)}.`}
        </span>
      </p>
    </section>
  );
}

function outcome(s: SnapshotInfo): string {
  const http = s.httpStatus !== null ? `HTTP ${s.httpStatus}` : '';
  if (s.status === 'fetched') {
    const size = `${Math.ceil(s.bytes / 1024)} KiB${s.truncated ? ', cut at 500 KiB' : ''}`;
    return `${http || 'Fetched'} (${size}, ${s.latencyMs} ms)`;
  }
  if (s.status === 'absent') return `${http}: no rules published, every page may be crawled`;
  // An unavailable answer's error is a whole sentence: it names the status where there was one.
  return s.error ?? 'unavailable';
}

/** Seconds left of a rate-limit wait announced with this snapshot; ticks down to 0. */
function useCountdown(ms: number | null, key: object): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!ms || ms <= 0) {
      setLeft(0);
      return;
    }
    const until = Date.now() + ms;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    const stop = setTimeout(() => clearInterval(id), ms + 1000);
    return () => {
      clearInterval(id);
      clearTimeout(stop);
    };
  }, [ms, key]);
  return left;
}

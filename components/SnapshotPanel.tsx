import { useState } from 'preact/hooks';
import { formatBytes } from '@/lib/formatBytes';
import type { SnapshotInfo, SnapshotState } from '@/lib/report';
import { fetchErrorText } from './fetchErrorText';
import { isWebUrl } from './format';
import { formatAge } from './intl';

export interface SnapshotPanelProps {
  snapshot: SnapshotInfo;
  onCopy: (text: string) => Promise<void>;
}

const STATES: Record<SnapshotState, string> = {
  fresh: 'Fresh',
  stale: 'Stale (used while it is refreshed)',
  degraded: 'Degraded (old copy; refresh failing or pending)',
  expired: 'Expired (too old to trust)',
};

/** Which robots.txt the answer used: when, how the fetch went, its hash (Refresh is in the header). */
export function SnapshotPanel({ snapshot: s, onCopy }: SnapshotPanelProps) {
  const [copied, setCopied] = useState('');
  const sha = s.sha256.toLowerCase();
  const copySha = () =>
    onCopy(sha).then(
      () => setCopied('SHA-256 copied.'),
      () => setCopied('Could not copy; select the hash in the audit record instead.'),
    );
  return (
    <div
      class="snapshot"
      data-testid="snapshot"
      data-status={s.status}
      data-state={s.state}
      data-sha256={sha}
    >
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
              {fetchErrorText(s.lastAttempt.error)}
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
    </div>
  );
}

function outcome(s: SnapshotInfo): string {
  const http = s.httpStatus !== null ? `HTTP ${s.httpStatus}` : '';
  if (s.status === 'fetched') {
    const size = `${formatBytes(s.bytes)}${s.truncated ? ', cut at 500 KiB' : ''}`;
    return `${http || 'Fetched'} (${size}, ${s.latencyMs} ms)`;
  }
  if (s.status === 'absent') return `${http}: no rules published, every page may be crawled`;
  // An unavailable answer's error is a whole sentence: it names the status where there was one.
  return s.error ? fetchErrorText(s.error) : 'unavailable';
}

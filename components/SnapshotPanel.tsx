import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { SnapshotInfo, SnapshotState } from '@/lib/report';
import { fetchFailureText } from './fetchErrorText';
import { isWebUrl } from './format';
import { formatMs, formatSize } from './intl';
import { formatAge } from './intlCore';

export interface SnapshotPanelProps {
  snapshot: SnapshotInfo;
  onCopy: (text: string) => Promise<void>;
}

const STATES: Record<SnapshotState, () => string> = {
  fresh: () => i18n.t('popup.snapshot.fresh'),
  stale: () => i18n.t('popup.snapshot.stale'),
  degraded: () => i18n.t('popup.snapshot.degraded'),
  expired: () => i18n.t('popup.snapshot.expired'),
};

/** Which robots.txt the answer used: when, how the fetch went, its hash (Refresh is in the header). */
export function SnapshotPanel({ snapshot: s, onCopy }: SnapshotPanelProps) {
  const [copied, setCopied] = useState('');
  const sha = s.sha256.toLowerCase();
  const copySha = () =>
    onCopy(sha).then(
      () => setCopied(i18n.t('popup.snapshot.copied')),
      () => setCopied(i18n.t('popup.snapshot.copyFailed')),
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
        <dt>{i18n.t('popup.snapshot.state')}</dt>
        <dd class={s.status === 'unavailable' ? 'state-expired' : `state-${s.state}`}>
          {s.status === 'unavailable' ? i18n.t('popup.snapshot.noCopy') : STATES[s.state]()}
          {s.refreshing && <span class="note">{i18n.t('popup.snapshot.refreshing')}</span>}
        </dd>
        <dt>
          {s.status === 'unavailable'
            ? i18n.t('popup.snapshot.tried')
            : i18n.t('popup.snapshot.fetched')}
        </dt>
        <dd>
          <time
            dateTime={new Date(s.fetchedAt).toISOString()}
            title={new Date(s.fetchedAt).toString()}
          >
            {formatAge(s.ageMs)}
          </time>
        </dd>
        <dt>{i18n.t('popup.snapshot.answer')}</dt>
        <dd>{outcome(s)}</dd>
        {s.lastAttempt && (
          <>
            <dt>{i18n.t('popup.snapshot.lastTry')}</dt>
            <dd>
              {i18n.t('popup.snapshot.failedAgo', [
                formatAge(Math.max(0, s.fetchedAt + s.ageMs - s.lastAttempt.at)),
                fetchFailureText({ cause: null, ...s.lastAttempt }),
              ])}
            </dd>
          </>
        )}
        <dt>{i18n.t('popup.snapshot.file')}</dt>
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
                {i18n.t('popup.snapshot.copy')}
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
    const size = `${formatSize(s.bytes)}${s.truncated ? i18n.t('popup.snapshot.cutAt') : ''}`;
    return i18n.t('popup.snapshot.outcome', [
      http || i18n.t('popup.snapshot.fetched'),
      size,
      formatMs(s.latencyMs),
    ]);
  }
  if (s.status === 'absent') return i18n.t('popup.snapshot.absent', [http]);
  // An unavailable answer: its cause in words, with the status or the browser's error.
  return s.cause || s.error ? fetchFailureText(s) : i18n.t('snapshotStatus.unavailable');
}

import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { SnapshotInfo, SnapshotState } from '@/lib/report';
import { isWebUrl } from './format';
import { formatAge, formatDate, formatMs, formatSeconds, formatSize } from './intl';

export interface SnapshotPanelProps {
  snapshot: SnapshotInfo;
  /** A Refresh request is in flight. */
  busy: boolean;
  onRefresh: () => void;
  onCopy: (text: string) => Promise<void>;
}

const STATES: Record<SnapshotState, () => string> = {
  fresh: () => i18n.t('popup.snapshot.fresh'),
  stale: () => i18n.t('popup.snapshot.stale'),
  degraded: () => i18n.t('popup.snapshot.degraded'),
  expired: () => i18n.t('popup.snapshot.expired'),
};

/** Which robots.txt the answer used: when, how the fetch went, its hash; and a Refresh button. */
export function SnapshotPanel({ snapshot: s, busy, onRefresh, onCopy }: SnapshotPanelProps) {
  const waitS = useCountdown(s.retryInMs, s);
  const [copied, setCopied] = useState('');
  const sha = s.sha256.toLowerCase();
  const copySha = () =>
    onCopy(sha).then(
      () => setCopied(i18n.t('popup.snapshot.copied')),
      () => setCopied(i18n.t('popup.snapshot.copyFailed')),
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
      <h2 id="snapshot-h">{i18n.t('popup.snapshot.heading')}</h2>
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
          <time dateTime={new Date(s.fetchedAt).toISOString()} title={formatDate(s.fetchedAt)}>
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
                s.lastAttempt.error,
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
      <p class="refresh">
        <button type="button" onClick={onRefresh} disabled={busy || waitS > 0}>
          {busy ? i18n.t('popup.snapshot.refreshingButton') : i18n.t('popup.snapshot.refresh')}
        </button>
        <span class="note" role="status">
          {waitS > 0 && ` ${i18n.t('popup.snapshot.rateLimited', [formatSeconds(waitS)])}`}
        </span>
      </p>
    </section>
  );
}

function outcome(s: SnapshotInfo): string {
  const http = s.httpStatus !== null ? `HTTP ${s.httpStatus}` : '';
  if (s.status === 'fetched') {
    const size = `${formatSize(Math.ceil(s.bytes / 1024) * 1024)}${s.truncated ? i18n.t('popup.snapshot.cutAt') : ''}`;
    return i18n.t('popup.snapshot.outcome', [
      http || i18n.t('snapshotStatus.fetched'),
      size,
      formatMs(s.latencyMs),
    ]);
  }
  if (s.status === 'absent') return i18n.t('popup.snapshot.absent', [http]);
  // The cause in words (timeout, server error) with the status; the raw error only without one.
  return s.error ?? i18n.t('snapshotStatus.unavailable');
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

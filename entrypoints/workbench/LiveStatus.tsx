import { i18n } from '#i18n';
import type { SourceState } from './useRobotsSource';

/** Where the live file came from (or why it did not), beside the origin. */
export function LiveStatus({ state }: { state: SourceState }) {
  if (state.kind === 'loading')
    return (
      <span data-testid="live-status" data-status="loading">
        {i18n.t('workbench.live.loading')}
      </span>
    );
  if (state.kind === 'error')
    return (
      <span data-testid="live-status" data-status="error" role="alert">
        {i18n.t('workbench.live.failed', [state.reason])}
      </span>
    );
  if (state.kind !== 'loaded') return null;
  const s = state.source;
  const status = String(s.httpStatus);
  const words =
    s.status === 'fetched'
      ? i18n.t('workbench.live.fetched', [status, s.sha256.slice(0, 12)])
      : s.status === 'absent'
        ? i18n.t('workbench.live.absent', [status])
        : i18n.t('workbench.live.unavailable', [s.error ?? i18n.t('report.noAnswer')]);
  return (
    <span data-testid="live-status" data-status={s.status}>
      {words}
    </span>
  );
}

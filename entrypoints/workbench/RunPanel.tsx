import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import type { RunState } from './useMatrixWorker';

export interface RunPanelProps {
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
  disabled: boolean;
}

/** Run, progress and Cancel for the matrix worker. */
export function RunPanel({ state, onRun, onCancel, disabled }: RunPanelProps) {
  const running = state.kind === 'running';
  return (
    <div class="run" data-testid="run-state" data-state={state.kind}>
      <button
        type="button"
        class="primary"
        data-testid="run"
        onClick={onRun}
        disabled={disabled || running}
      >
        {i18n.t('workbench.run.run')}
      </button>{' '}
      {running && (
        <>
          <progress data-testid="progress" value={state.done} max={state.total || 1} />{' '}
          {state.total
            ? i18n.t('workbench.run.progress', [
                formatNumber(state.done),
                formatNumber(state.total),
              ])
            : i18n.t('workbench.run.reading')}{' '}
          <button type="button" data-testid="cancel" onClick={onCancel}>
            {i18n.t('workbench.run.cancel')}
          </button>
        </>
      )}
      {state.kind === 'cancelled' && (
        <span role="status">
          {i18n.t('workbench.run.cancelled', [formatNumber(state.done), formatNumber(state.total)])}
        </span>
      )}
      {state.kind === 'error' && (
        <span class="callout warn" role="alert">
          {i18n.t('workbench.run.failed', [state.reason])}
        </span>
      )}
    </div>
  );
}

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
        Run live vs draft
      </button>{' '}
      {running && (
        <>
          <progress data-testid="progress" value={state.done} max={state.total || 1} />{' '}
          {state.total
            ? `${state.done.toLocaleString('en')} of ${state.total.toLocaleString('en')} URLs`
            : 'reading the list…'}{' '}
          <button type="button" data-testid="cancel" onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
      {state.kind === 'cancelled' && (
        <span role="status">
          Cancelled after {state.done.toLocaleString('en')} of {state.total.toLocaleString('en')}{' '}
          URLs.
        </span>
      )}
      {state.kind === 'error' && (
        <span class="callout warn" role="alert">
          The run failed: {state.reason}
        </span>
      )}
    </div>
  );
}

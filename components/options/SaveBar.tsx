import { ConfirmButton } from './ConfirmButton';

export interface SaveBarProps {
  canSave: boolean;
  /** One sentence: saved, unsaved changes, what to fix, or why saving failed. */
  status: string;
  /** Colours the status; it is announced politely either way. */
  tone: 'neutral' | 'ok' | 'error';
  onReset: () => void;
}

/** Sits inside the settings form: Save is its submit button, so Enter in a field saves too. */
export function SaveBar({ canSave, status, tone, onReset }: SaveBarProps) {
  return (
    <div class="save-bar">
      <button type="submit" class="primary" data-testid="save" disabled={!canSave}>
        Save
      </button>
      <p class={`status ${tone}`} data-testid="save-status" role="status">
        {status}
      </p>
      <ConfirmButton
        testid="reset"
        label="Reset to defaults…"
        question="Reset every setting to its default? Custom crawlers are removed."
        confirmLabel="Reset"
        onConfirm={onReset}
      />
    </div>
  );
}

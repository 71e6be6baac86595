import { i18n } from '#i18n';
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
        {i18n.t('options.save.button')}
      </button>
      <p class={`status ${tone}`} data-testid="save-status" role="status">
        {status}
      </p>
      <ConfirmButton
        testid="reset"
        label={i18n.t('options.save.reset')}
        question={i18n.t('options.save.resetQuestion')}
        confirmLabel={i18n.t('options.save.resetConfirm')}
        onConfirm={onReset}
      />
    </div>
  );
}

import { i18n } from '#i18n';
export interface AutoCheckFieldProps {
  value: boolean;
  onChange: (value: boolean) => void;
}

export function AutoCheckField({ value, onChange }: AutoCheckFieldProps) {
  return (
    <div class="field check">
      <input
        id="auto-check"
        data-testid="auto-check"
        type="checkbox"
        checked={value}
        aria-describedby="auto-check-hint"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for="auto-check">{i18n.t('options.autoCheck.label')}</label>
      <p id="auto-check-hint" class="hint">
        {i18n.t('options.autoCheck.hint')}
      </p>
    </div>
  );
}

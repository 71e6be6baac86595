import { i18n } from '#i18n';
export interface RevalidateFieldProps {
  value: boolean;
  onChange: (value: boolean) => void;
}

/** Conditional revalidation (issue 12 item 6): a privacy trade-off, so the user decides. */
export function RevalidateField({ value, onChange }: RevalidateFieldProps) {
  return (
    <div class="field check">
      <input
        id="revalidate"
        data-testid="revalidate"
        type="checkbox"
        checked={value}
        aria-describedby="revalidate-hint"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for="revalidate">{i18n.t('options.revalidate.label')}</label>
      <p id="revalidate-hint" class="hint">
        {i18n.t('options.revalidate.hint')}
      </p>
    </div>
  );
}

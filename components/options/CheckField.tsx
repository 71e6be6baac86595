import type { ComponentChildren } from 'preact';

export interface CheckFieldProps {
  /** The input's id and data-testid; the hint is `<id>-hint`. */
  id: string;
  label: ComponentChildren;
  hint: ComponentChildren;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** One on/off setting: a checkbox, its label and the hint that says what it changes. */
export function CheckField({ id, label, hint, value, onChange }: CheckFieldProps) {
  return (
    <div class="field check">
      <input
        id={id}
        data-testid={id}
        type="checkbox"
        checked={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for={id}>{label}</label>
      <p id={`${id}-hint`} class="hint">
        {hint}
      </p>
    </div>
  );
}

export interface CheckboxFieldProps {
  /** Also the input's `data-testid`; the hint is `<id>-hint`. */
  id: string;
  label: string;
  /** What the setting does, whichever way it is set (not its current state). */
  hint: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** An on/off setting with its description (automatic checks, conditional revalidation). */
export function CheckboxField({ id, label, hint, value, onChange }: CheckboxFieldProps) {
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

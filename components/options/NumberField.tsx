import { FieldErrors } from './FieldErrors';

export interface NumberFieldProps {
  id: string;
  label: string;
  /** Shown after the input: `hours`, `seconds`. */
  unit: string;
  value: string;
  onInput: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
}

/**
 * A decimal field kept as text, so that what the user typed stays on screen while it is wrong.
 * The `id` is also the field's `data-testid`.
 */
export function NumberField({ id, label, unit, value, onInput, errors, hint }: NumberFieldProps) {
  const invalid = Boolean(errors?.length);
  const described = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div class={invalid ? 'field invalid' : 'field'}>
      <label for={id}>{label}</label>
      <span class="with-unit">
        <input
          id={id}
          data-testid={id}
          type="text"
          inputMode="decimal"
          autocomplete="off"
          spellcheck={false}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={described || undefined}
          onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
        />
        <span class="unit">{unit}</span>
      </span>
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} messages={errors} />
    </div>
  );
}

import { NumberField } from './NumberField';

/** One number setting of a fieldset: which form value it edits and how it is labelled. */
export interface NumberSpec<K extends string> {
  key: K;
  /** The input's id and `data-testid`. */
  id: string;
  label: string;
  unit: string;
  hint: string;
  errors?: readonly string[];
}

export interface NumberFieldsetProps<K extends string> {
  legend: string;
  hint?: string;
  fields: NumberSpec<K>[];
  values: Record<K, string>;
  onInput: (key: K, value: string) => void;
}

/** A group of number settings (the snapshot's age windows, the Crawl-delay clamp). */
export function NumberFieldset<K extends string>({
  legend,
  hint,
  fields,
  values,
  onInput,
}: NumberFieldsetProps<K>) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {hint && <p class="hint">{hint}</p>}
      {fields.map((f) => (
        <NumberField
          key={f.id}
          id={f.id}
          label={f.label}
          unit={f.unit}
          hint={f.hint}
          value={values[f.key]}
          onInput={(v) => onInput(f.key, v)}
          errors={f.errors}
        />
      ))}
    </fieldset>
  );
}

import { NumberField } from './NumberField';

export interface DelayValues {
  delayFloor: string;
  delayCeiling: string;
}

export interface DelayFieldsProps {
  values: DelayValues;
  onInput: (key: keyof DelayValues, value: string) => void;
  errors: { delayFloor?: string[]; delayCeiling?: string[] };
}

/** The clamp on Crawl-delay (docs/design.md "Crawl-delay"): a published delay is a floor, not a pace. */
export function DelayFields({ values, onInput, errors }: DelayFieldsProps) {
  return (
    <fieldset>
      <legend>Crawl-delay limits</legend>
      <NumberField
        id="floor"
        label="Floor"
        unit="seconds"
        hint="Never faster than this, whatever robots.txt says (and when it says nothing)."
        value={values.delayFloor}
        onInput={(v) => onInput('delayFloor', v)}
        errors={errors.delayFloor}
      />
      <NumberField
        id="ceiling"
        label="Ceiling"
        unit="seconds"
        hint="A declared delay above this is clamped to it and flagged for review."
        value={values.delayCeiling}
        onInput={(v) => onInput('delayCeiling', v)}
        errors={errors.delayCeiling}
      />
    </fieldset>
  );
}

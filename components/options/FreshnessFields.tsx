import { NumberField } from './NumberField';

export interface FreshnessValues {
  freshHours: string;
  staleHours: string;
  expireHours: string;
}

export interface FreshnessFieldsProps {
  values: FreshnessValues;
  onInput: (key: keyof FreshnessValues, value: string) => void;
  errors: { freshMs?: string[]; staleMs?: string[]; expireMs?: string[] };
}

/** The three windows of a robots.txt snapshot's age (docs/design.md "Cache"), edited in hours. */
export function FreshnessFields({ values, onInput, errors }: FreshnessFieldsProps) {
  return (
    <fieldset>
      <legend>Freshness of a robots.txt snapshot</legend>
      <p class="hint">
        Ages in hours since the last successful fetch; decimals are fine (0.5 = 30 minutes). Each
        window must be shorter than the next.
      </p>
      <NumberField
        id="fresh-hours"
        label="Fresh for"
        unit="hours"
        hint="Used as is, no fetch."
        value={values.freshHours}
        onInput={(v) => onInput('freshHours', v)}
        errors={errors.freshMs}
      />
      <NumberField
        id="stale-hours"
        label="Stale but usable until"
        unit="hours"
        hint="Used at once and refreshed in the background."
        value={values.staleHours}
        onInput={(v) => onInput('staleHours', v)}
        errors={errors.staleMs}
      />
      <NumberField
        id="expire-hours"
        label="Hard expiry at"
        unit="hours"
        hint="Beyond this the site counts as not crawlable until a refresh succeeds."
        value={values.expireHours}
        onInput={(v) => onInput('expireHours', v)}
        errors={errors.expireMs}
      />
    </fieldset>
  );
}

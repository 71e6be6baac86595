import { i18n } from '#i18n';
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
      <legend>{i18n.t('options.freshness.legend')}</legend>
      <p class="hint">{i18n.t('options.freshness.hint')}</p>
      <NumberField
        id="fresh-hours"
        label={i18n.t('options.freshness.fresh')}
        unit={i18n.t('options.freshness.hours')}
        hint={i18n.t('options.freshness.freshHint')}
        value={values.freshHours}
        onInput={(v) => onInput('freshHours', v)}
        errors={errors.freshMs}
      />
      <NumberField
        id="stale-hours"
        label={i18n.t('options.freshness.stale')}
        unit={i18n.t('options.freshness.hours')}
        hint={i18n.t('options.freshness.staleHint')}
        value={values.staleHours}
        onInput={(v) => onInput('staleHours', v)}
        errors={errors.staleMs}
      />
      <NumberField
        id="expire-hours"
        label={i18n.t('options.freshness.expire')}
        unit={i18n.t('options.freshness.hours')}
        hint={i18n.t('options.freshness.expireHint')}
        value={values.expireHours}
        onInput={(v) => onInput('expireHours', v)}
        errors={errors.expireMs}
      />
    </fieldset>
  );
}

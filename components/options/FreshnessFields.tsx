import { i18n } from '#i18n';
import { NumberFieldset } from './NumberFieldset';

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
  const unit = i18n.t('options.freshness.hours');
  return (
    <NumberFieldset
      legend={i18n.t('options.freshness.legend')}
      hint={i18n.t('options.freshness.hint')}
      values={values}
      onInput={onInput}
      fields={[
        {
          key: 'freshHours',
          id: 'fresh-hours',
          label: i18n.t('options.freshness.fresh'),
          unit,
          hint: i18n.t('options.freshness.freshHint'),
          errors: errors.freshMs,
        },
        {
          key: 'staleHours',
          id: 'stale-hours',
          label: i18n.t('options.freshness.stale'),
          unit,
          hint: i18n.t('options.freshness.staleHint'),
          errors: errors.staleMs,
        },
        {
          key: 'expireHours',
          id: 'expire-hours',
          label: i18n.t('options.freshness.expire'),
          unit,
          hint: i18n.t('options.freshness.expireHint'),
          errors: errors.expireMs,
        },
      ]}
    />
  );
}

import { i18n } from '#i18n';
import { NumberFieldset } from './NumberFieldset';

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
  const unit = i18n.t('options.delay.seconds');
  return (
    <NumberFieldset
      legend={i18n.t('options.delay.legend')}
      values={values}
      onInput={onInput}
      fields={[
        {
          key: 'delayFloor',
          id: 'floor',
          label: i18n.t('options.delay.floor'),
          unit,
          hint: i18n.t('options.delay.floorHint'),
          errors: errors.delayFloor,
        },
        {
          key: 'delayCeiling',
          id: 'ceiling',
          label: i18n.t('options.delay.ceiling'),
          unit,
          hint: i18n.t('options.delay.ceilingHint'),
          errors: errors.delayCeiling,
        },
      ]}
    />
  );
}

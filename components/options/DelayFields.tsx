import { i18n } from '#i18n';
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
      <legend>{i18n.t('options.delay.legend')}</legend>
      <NumberField
        id="floor"
        label={i18n.t('options.delay.floor')}
        unit={i18n.t('options.delay.seconds')}
        hint={i18n.t('options.delay.floorHint')}
        value={values.delayFloor}
        onInput={(v) => onInput('delayFloor', v)}
        errors={errors.delayFloor}
      />
      <NumberField
        id="ceiling"
        label={i18n.t('options.delay.ceiling')}
        unit={i18n.t('options.delay.seconds')}
        hint={i18n.t('options.delay.ceilingHint')}
        value={values.delayCeiling}
        onInput={(v) => onInput('delayCeiling', v)}
        errors={errors.delayCeiling}
      />
    </fieldset>
  );
}

import { i18n } from '#i18n';
import { READING_NAMES } from '@/components/readingWords';
import { EXTRA_READINGS, type ExtraReading } from '@/lib/workbench';

export interface ReadingPickerProps {
  selected: ExtraReading[];
  onChange: (readings: ExtraReading[]) => void;
}

/** The other parsers' readings to add as columns, for every crawler of the run (issue 16). */
export function ReadingPicker({ selected, onChange }: ReadingPickerProps) {
  return (
    <fieldset data-testid="readings" class="agents">
      <legend>{i18n.t('workbench.readings.legend')}</legend>
      <div class="agent-boxes">
        {EXTRA_READINGS.map((reading) => (
          <label key={reading} title={i18n.t('workbench.readings.info')}>
            <input
              type="checkbox"
              name="readings"
              value={reading}
              checked={selected.includes(reading)}
              onChange={(e) =>
                onChange(
                  EXTRA_READINGS.filter((r) =>
                    r === reading ? e.currentTarget.checked : selected.includes(r),
                  ),
                )
              }
            />{' '}
            {READING_NAMES[reading]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { i18n } from '#i18n';
import type { Settings } from '@/lib/settings';

export interface CrossOriginFieldProps {
  value: Settings['crossOrigin'];
  onChange: (value: Settings['crossOrigin']) => void;
}

/** What a robots.txt redirect to another origin means (docs/design.md "Fetch outcome → rules"). */
export function CrossOriginField({ value, onChange }: CrossOriginFieldProps) {
  return (
    <div class="field">
      <label for="cross-origin">{i18n.t('options.crossOrigin.label')}</label>
      <select
        id="cross-origin"
        data-testid="cross-origin"
        value={value}
        aria-describedby="cross-origin-hint"
        onChange={(e) =>
          onChange((e.currentTarget as HTMLSelectElement).value as Settings['crossOrigin'])
        }
      >
        <option value="unavailable">{i18n.t('options.crossOrigin.unavailable')}</option>
        <option value="follow">{i18n.t('options.crossOrigin.follow')}</option>
      </select>
      <p id="cross-origin-hint" class="hint">
        {value === 'follow'
          ? i18n.t('options.crossOrigin.followHint')
          : i18n.t('options.crossOrigin.unavailableHint')}
      </p>
    </div>
  );
}

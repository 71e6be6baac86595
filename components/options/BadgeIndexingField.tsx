import { i18n } from '#i18n';
export interface BadgeIndexingFieldProps {
  value: boolean;
  onChange: (value: boolean) => void;
}

/** Opt-in (issue 15): the badge also shows the page's indexing state for the default crawler. */
export function BadgeIndexingField({ value, onChange }: BadgeIndexingFieldProps) {
  return (
    <div class="field check">
      <input
        id="badge-indexing"
        data-testid="badge-indexing"
        type="checkbox"
        checked={value}
        aria-describedby="badge-indexing-hint"
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for="badge-indexing">{i18n.t('options.badgeIndexing.label')}</label>
      <p id="badge-indexing-hint" class="hint">
        {i18n.t('options.badgeIndexing.hint')}
      </p>
    </div>
  );
}

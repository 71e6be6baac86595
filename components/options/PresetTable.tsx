import { i18n } from '#i18n';
import { presetDelayNote, presetOperator, presetPurpose } from '@/components/presetText';
import { CRAWLER_PRESETS } from '@/lib/crawlers';

/** The preset crawlers, who runs them and what for; token-only entries say so. */
export function PresetTable() {
  return (
    <table class="presets" data-testid="preset-table">
      <caption class="sr-only">{i18n.t('options.presets.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{i18n.t('options.presets.token')}</th>
          <th scope="col">{i18n.t('options.presets.operator')}</th>
          <th scope="col">{i18n.t('options.presets.purpose')}</th>
        </tr>
      </thead>
      <tbody>
        {CRAWLER_PRESETS.map((p) => (
          <tr key={p.token} data-token={p.token}>
            <th scope="row">
              <code>{p.token}</code>
              {p.tokenOnly && (
                <span class="tag" title={i18n.t('options.presets.tokenOnlyTitle')}>
                  {i18n.t('options.presets.tokenOnly')}
                </span>
              )}
            </th>
            <td>{presetOperator(p)}</td>
            <td>
              {presetPurpose(p)}
              {presetDelayNote(p) && <span class="note"> {presetDelayNote(p)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

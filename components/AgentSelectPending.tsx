import { i18n } from '#i18n';

/**
 * The crawler picker's place while the later chunk (with AgentSelect and the presets) loads: the
 * same row, the chosen token as its one option, disabled. Keeps the banner from moving when the
 * picker arrives, and AgentSelect off the verdict's path (issue 14: ≤ 15 KB gzip).
 */
export function AgentSelectPending({ value }: { value: string }) {
  return (
    <div class="agent">
      <div class="agent-row">
        <label for="agent-select">{i18n.t('popup.agent.label')}</label>
        <select id="agent-select" data-testid="agent-select" value={value} disabled>
          <option value={value}>{value}</option>
        </select>
      </div>
      <p class="agent-info">{'\u00a0'}</p>
    </div>
  );
}

import { i18n } from '#i18n';
import { agentOptions } from '@/components/AgentSelect';
import { presetPurpose } from '@/components/presetText';
import { findPreset, PRESET_GROUPS } from '@/lib/crawlers';
import { FieldErrors } from './FieldErrors';

export interface DefaultAgentFieldProps {
  value: string;
  customAgents: readonly string[];
  onChange: (token: string) => void;
  errors?: readonly string[];
}

/** `GPTBot — OpenAI, AI model training`. */
function optionLabel(token: string): string {
  const preset = findPreset(token);
  if (token === '*') return i18n.t('options.defaultAgent.wildcardOption');
  if (!preset) return i18n.t('options.defaultAgent.customOption', [token]);
  const label = i18n.t('options.defaultAgent.presetOption', [
    token,
    preset.operator,
    presetPurpose(preset),
  ]);
  return preset.tokenOnly ? `${label}${i18n.t('options.defaultAgent.usageControl')}` : label;
}

/** The crawler the popup and the toolbar badge check for, unless the popup is told otherwise. */
export function DefaultAgentField({
  value,
  customAgents,
  onChange,
  errors,
}: DefaultAgentFieldProps) {
  const preset = findPreset(value);
  const presetTokens = ['*', ...PRESET_GROUPS.flatMap((g) => g.presets.map((p) => p.token))];
  const invalid = Boolean(errors?.length);
  return (
    <div class={invalid ? 'field invalid' : 'field'}>
      <label for="default-agent">{i18n.t('options.defaultAgent.label')}</label>
      <select
        id="default-agent"
        data-testid="default-agent"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'default-agent-hint default-agent-error' : 'default-agent-hint'}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {PRESET_GROUPS.map((g) => (
          <optgroup key={g.id} label={g.label}>
            {g.presets.map((p) => (
              <option key={p.token} value={p.token}>
                {optionLabel(p.token)}
              </option>
            ))}
          </optgroup>
        ))}
        <option value="*">{optionLabel('*')}</option>
        {agentOptions(value, customAgents, presetTokens).map((t) => (
          <option key={t} value={t}>
            {optionLabel(t)}
          </option>
        ))}
      </select>
      <p id="default-agent-hint" class="hint">
        {i18n.t('options.defaultAgent.hint')}
        {preset?.tokenOnly && ` ${i18n.t('options.defaultAgent.tokenOnly', [preset.token])}`}
      </p>
      <FieldErrors id="default-agent-error" messages={errors} />
    </div>
  );
}

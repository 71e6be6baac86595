import { agentOptions } from '@/components/AgentSelect';
import { findPreset } from '@/lib/crawlers';
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
  if (token === '*') return '* — any crawler not named in robots.txt';
  return preset ? `${token} — ${preset.operator}, ${preset.purpose}` : `${token} — custom`;
}

/** The crawler the popup and the toolbar badge check for, unless the popup is told otherwise. */
export function DefaultAgentField({
  value,
  customAgents,
  onChange,
  errors,
}: DefaultAgentFieldProps) {
  const preset = findPreset(value);
  const invalid = Boolean(errors?.length);
  return (
    <div class={invalid ? 'field invalid' : 'field'}>
      <label for="default-agent">Default crawler</label>
      <select
        id="default-agent"
        data-testid="default-agent"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'default-agent-hint default-agent-error' : 'default-agent-hint'}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {agentOptions(value, customAgents).map((t) => (
          <option key={t} value={t}>
            {optionLabel(t)}
          </option>
        ))}
      </select>
      <p id="default-agent-hint" class="hint">
        The popup and the toolbar badge check pages for this crawler.
        {preset?.tokenOnly &&
          ` ${preset.token} is a robots.txt token only: no crawler sends it in its User-Agent.`}
      </p>
      <FieldErrors id="default-agent-error" messages={errors} />
    </div>
  );
}

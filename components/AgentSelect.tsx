import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { CRAWLER_PRESETS, findPreset, tokenIssue } from '@/lib/crawlers';
import { presetOperator, presetPurpose } from './presetText';
import { tokenIssueText } from './tokenIssueText';

export interface AgentSelectProps {
  /** The selected product token. */
  value: string;
  /** User-added tokens from settings, shown after the presets. */
  customAgents: readonly string[];
  onChange: (token: string) => void;
}

/** The tokens offered: presets, then custom ones, then `value` itself if it is neither. */
export function agentOptions(value: string, customAgents: readonly string[]): string[] {
  const tokens = CRAWLER_PRESETS.map((p) => p.token);
  const seen = new Set(tokens.map((t) => t.toLowerCase()));
  for (const t of customAgents) {
    if (!seen.has(t.toLowerCase())) {
      tokens.push(t);
      seen.add(t.toLowerCase());
    }
  }
  // `?agent=` may name any token, in any case: the select must still show it.
  if (value && !tokens.includes(value)) tokens.push(value);
  return tokens;
}

/** The crawler picker: a native select of product tokens, plus a field for a custom token. */
export function AgentSelect({ value, customAgents, onChange }: AgentSelectProps) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const preset = findPreset(value);

  const submit = (e: Event) => {
    e.preventDefault();
    const token = custom.trim();
    const problem = tokenIssue(token);
    if (problem) {
      setError(tokenIssueText(problem));
      return;
    }
    setError('');
    setCustom('');
    setAdding(false);
    onChange(token);
  };

  return (
    <div class="agent">
      <div class="agent-row">
        <label for="agent-select">{i18n.t('popup.agent.label')}</label>
        <select
          id="agent-select"
          data-testid="agent-select"
          value={value}
          disabled={!value}
          onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}
        >
          {agentOptions(value, customAgents).map((t) => (
            <option key={t} value={t}>
              {t === '*' ? i18n.t('popup.agent.wildcard') : t}
            </option>
          ))}
        </select>
        <button
          type="button"
          class="link-button"
          aria-expanded={adding}
          aria-controls="custom-agent"
          onClick={() => setAdding(!adding)}
        >
          {i18n.t('popup.agent.custom')}
        </button>
      </div>
      {adding && (
        <form id="custom-agent" class="custom-agent" onSubmit={submit} noValidate>
          <label for="custom-token">{i18n.t('popup.agent.customLabel')}</label>
          <input
            id="custom-token"
            value={custom}
            onInput={(e) => setCustom((e.currentTarget as HTMLInputElement).value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'custom-error' : undefined}
            autocomplete="off"
            spellcheck={false}
          />
          <button type="submit">{i18n.t('popup.agent.check')}</button>
          {error && (
            <p id="custom-error" class="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <p class="agent-info">
        {preset
          ? i18n.t('popup.agent.presetInfo', [presetOperator(preset), presetPurpose(preset)])
          : value && i18n.t('popup.agent.customInfo')}
        {preset?.tokenOnly &&
          ` ${i18n.t('popup.agent.tokenOnly', [preset.token, preset.operator])}`}
      </p>
    </div>
  );
}

import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { CrawlerCatalog } from './crawlerCatalog';
import { presetCategory, presetOperator, presetPurpose } from './presetText';

export interface AgentSelectProps {
  /** The selected product token. */
  value: string;
  /** User-added tokens from settings, shown after the presets. */
  customAgents: readonly string[];
  onChange: (token: string) => void;
  /** The presets and token helpers, once the later chunk is in (./crawlerCatalog.ts). */
  catalog?: CrawlerCatalog | null;
}

/** The tokens offered outside the preset groups: custom ones, then `value` if it is none of them. */
export function agentOptions(
  value: string,
  customAgents: readonly string[],
  presetTokens: readonly string[] = [],
): string[] {
  const tokens: string[] = [];
  const seen = new Set(presetTokens.map((t) => t.toLowerCase()));
  for (const t of customAgents) {
    if (!seen.has(t.toLowerCase())) {
      tokens.push(t);
      seen.add(t.toLowerCase());
    }
  }
  // `?agent=` may name any token, in any case: the select must still show it.
  if (value && !seen.has(value.toLowerCase()) && !presetTokens.includes(value)) tokens.push(value);
  return tokens;
}

/** The crawler picker: a native select of product tokens, plus a field for a custom token. */
export function AgentSelect({ value, customAgents, onChange, catalog }: AgentSelectProps) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  /** The User-Agent string the last custom entry was reduced from, shown beside its token. */
  const [reduced, setReduced] = useState<{ from: string; token: string } | null>(null);
  const preset = catalog?.findPreset(value);
  const groups = catalog?.groups ?? [];
  const presetTokens = [
    ...(value === '*' || groups.length ? ['*'] : []),
    ...groups.flatMap((g) => g.presets.map((p) => p.token)),
  ];
  const others = agentOptions(value, customAgents, presetTokens);

  const submit = (e: Event) => {
    e.preventDefault();
    if (!catalog) return;
    // A whole User-Agent string names its crawler: "Mozilla/5.0 (compatible; GPTBot/1.1; …)" → GPTBot.
    const read = catalog.readName(custom);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError('');
    setCustom('');
    setAdding(false);
    setReduced(read.from ? { from: read.from, token: read.token } : null);
    onChange(read.token);
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
          {groups.map((g) => (
            <optgroup key={g.id} label={presetCategory(g.id)}>
              {g.presets.map((p) => (
                <option key={p.token} value={p.token} title={p.upstreamName}>
                  {p.tokenOnly ? i18n.t('popup.agent.tokenOnlyOption', [p.token]) : p.token}
                </option>
              ))}
            </optgroup>
          ))}
          {presetTokens.includes('*') && (
            <option value="*">{i18n.t('popup.agent.wildcard')}</option>
          )}
          {others.length > 0 && (
            <optgroup
              label={groups.length ? i18n.t('popup.agent.yours') : i18n.t('popup.agent.label')}
            >
              {others.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <button
          type="button"
          class="link-button"
          aria-expanded={adding}
          aria-controls="custom-agent"
          disabled={!catalog}
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
      {reduced && reduced.token === value && (
        <p class="agent-reduced" data-testid="agent-reduced" data-from={reduced.from}>
          {i18n.t('popup.agent.reducedFrom', [reduced.token, reduced.from])}
        </p>
      )}
      <p class="agent-info">
        {preset
          ? i18n.t('popup.agent.presetInfo', [presetOperator(preset), presetPurpose(preset)])
          : value && i18n.t('popup.agent.customInfo')}
        {preset?.tokenOnly &&
          ` ${i18n.t('popup.agent.tokenOnly', [preset.token, presetOperator(preset)])}`}
      </p>
    </div>
  );
}

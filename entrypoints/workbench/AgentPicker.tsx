import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import { presetOperator, presetPurpose } from '@/components/presetText';
import { tokenIssueText } from '@/components/tokenIssueText';
import { CRAWLER_PRESETS, readCrawlerName } from '@/lib/crawlers';

export interface AgentPickerProps {
  selected: string[];
  onChange: (agents: string[]) => void;
}

/** The crawlers to test: presets by purpose and custom tokens, as checkboxes whose values are tokens. */
export function AgentPicker({ selected, onChange }: AgentPickerProps) {
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const customs = selected.filter((t) => !CRAWLER_PRESETS.some((p) => p.token === t));
  const toggle = (token: string, on: boolean) =>
    onChange(
      on ? [...selected.filter((t) => t !== token), token] : selected.filter((t) => t !== token),
    );
  const add = (event: Event) => {
    event.preventDefault();
    // A full User-Agent string is reduced the way the popup and options page reduce it (issue 13).
    const name = readCrawlerName(custom);
    setProblem(name.ok ? null : tokenIssueText(name.issue));
    if (!name.ok) return;
    const { token } = name;
    if (!selected.includes(token)) onChange([...selected, token]);
    setCustom('');
  };
  const box = (token: string, title?: string) => (
    <label key={token} title={title}>
      <input
        type="checkbox"
        name="agents"
        value={token}
        checked={selected.includes(token)}
        onChange={(e) => toggle(token, e.currentTarget.checked)}
      />{' '}
      {token === '*' ? i18n.t('popup.agent.wildcard') : token}
    </label>
  );
  return (
    <fieldset data-testid="agents" class="agents">
      <legend>{i18n.t('workbench.agents.legend', [formatNumber(selected.length)])}</legend>
      <div class="agent-boxes">
        {CRAWLER_PRESETS.map((p) =>
          box(p.token, i18n.t('popup.agent.presetInfo', [presetOperator(p), presetPurpose(p)])),
        )}
        {customs.map((t) => box(t, i18n.t('workbench.agents.customTitle')))}
      </div>
      <form class="custom-agent" onSubmit={add}>
        <input
          type="text"
          aria-label={i18n.t('workbench.agents.customLabel')}
          placeholder={i18n.t('workbench.agents.customPlaceholder')}
          value={custom}
          onInput={(e) => setCustom(e.currentTarget.value)}
        />
        <button type="submit">{i18n.t('workbench.agents.add')}</button>
      </form>
      {problem && (
        <p class="callout warn" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

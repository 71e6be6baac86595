import { useState } from 'preact/hooks';
import { CRAWLER_PRESETS, tokenProblem } from '@/lib/crawlers';
import { productToken } from '@/lib/robots';

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
    const token = productToken(custom.trim()) || custom.trim();
    const why = tokenProblem(token);
    setProblem(why);
    if (why) return;
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
      {token === '*' ? '* (any other)' : token}
    </label>
  );
  return (
    <fieldset data-testid="agents" class="agents">
      <legend>Crawlers ({selected.length})</legend>
      <div class="agent-boxes">
        {CRAWLER_PRESETS.map((p) => box(p.token, `${p.operator}: ${p.purpose}`))}
        {customs.map((t) => box(t, 'Custom token'))}
      </div>
      <form class="custom-agent" onSubmit={add}>
        <input
          type="text"
          aria-label="Custom crawler token"
          placeholder="MyCrawler or a User-Agent string"
          value={custom}
          onInput={(e) => setCustom(e.currentTarget.value)}
        />
        <button type="submit">Add crawler</button>
      </form>
      {problem && (
        <p class="callout warn" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

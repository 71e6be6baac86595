import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { checkCustomToken } from './customToken';
import { FieldErrors } from './FieldErrors';

export interface CustomTokensProps {
  tokens: readonly string[];
  onChange: (tokens: string[]) => void;
  /** Problems `validateSettings` found in the list itself (an imported or stored value). */
  errors?: readonly string[];
}

/** The user's own crawler tokens: offered after the presets, here and in the popup. */
export function CustomTokens({ tokens, onChange, errors }: CustomTokensProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  /** The last token added from a longer name, with that name (shown so the reduction is visible). */
  const [reduced, setReduced] = useState<{ token: string; from: string } | null>(null);

  const add = (e: Event) => {
    e.preventDefault();
    const checked = checkCustomToken(text, tokens);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem('');
    setText('');
    setReduced(checked.from ? { token: checked.token, from: checked.from } : null);
    onChange([...tokens, checked.token]);
  };

  const shown = [...(problem ? [problem] : []), ...(errors ?? [])];
  return (
    <div class={shown.length ? 'field invalid' : 'field'}>
      <p class="label" id="custom-tokens-label">
        {i18n.t('options.custom.label')}
      </p>
      {tokens.length ? (
        <ul class="tokens" aria-labelledby="custom-tokens-label" data-testid="custom-tokens">
          {tokens.map((t) => (
            <li key={t} data-token={t}>
              <code>{t}</code>
              <button
                type="button"
                class="small"
                aria-label={i18n.t('options.removeLabel', [t])}
                onClick={() => onChange(tokens.filter((x) => x !== t))}
              >
                {i18n.t('options.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{i18n.t('options.custom.none')}</p>
      )}
      {/* Not a nested <form>: Enter here adds the token instead of saving the page. */}
      <div class="add-token">
        <label for="custom-token-input">{i18n.t('options.custom.newLabel')}</label>
        <input
          id="custom-token-input"
          data-testid="custom-token-input"
          value={text}
          autocomplete="off"
          spellcheck={false}
          placeholder="MyCrawler/1.0"
          aria-invalid={problem ? true : undefined}
          aria-describedby={shown.length ? 'custom-token-error' : undefined}
          onInput={(e) => {
            setText((e.currentTarget as HTMLInputElement).value);
            setProblem('');
            setReduced(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" data-testid="add-token" onClick={add}>
          {i18n.t('options.custom.add')}
        </button>
      </div>
      {reduced && tokens.includes(reduced.token) && (
        <p class="hint" data-testid="custom-token-reduced" data-from={reduced.from}>
          {i18n.t('options.custom.reducedFrom', [reduced.token, reduced.from])}
        </p>
      )}
      <FieldErrors id="custom-token-error" messages={shown} />
    </div>
  );
}

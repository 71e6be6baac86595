import { useState } from 'preact/hooks';
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

  const add = (e: Event) => {
    e.preventDefault();
    const checked = checkCustomToken(text, tokens);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem('');
    setText('');
    onChange([...tokens, checked.token]);
  };

  const shown = [...(problem ? [problem] : []), ...(errors ?? [])];
  return (
    <div class={shown.length ? 'field invalid' : 'field'}>
      <p class="label" id="custom-tokens-label">
        Custom crawlers
      </p>
      {tokens.length ? (
        <ul class="tokens" aria-labelledby="custom-tokens-label" data-testid="custom-tokens">
          {tokens.map((t) => (
            <li key={t} data-token={t}>
              <code>{t}</code>
              <button
                type="button"
                class="small"
                aria-label={`Remove ${t}`}
                onClick={() => onChange(tokens.filter((x) => x !== t))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">None yet. Add the product token your crawler names in robots.txt.</p>
      )}
      {/* Not a nested <form>: Enter here adds the token instead of saving the page. */}
      <div class="add-token">
        <label for="custom-token-input">New product token</label>
        <input
          id="custom-token-input"
          data-testid="custom-token-input"
          value={text}
          autocomplete="off"
          spellcheck={false}
          placeholder="MyCrawler"
          aria-invalid={problem ? true : undefined}
          aria-describedby={shown.length ? 'custom-token-error' : undefined}
          onInput={(e) => {
            setText((e.currentTarget as HTMLInputElement).value);
            setProblem('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" data-testid="add-token" onClick={add}>
          Add
        </button>
      </div>
      <FieldErrors id="custom-token-error" messages={shown} />
    </div>
  );
}

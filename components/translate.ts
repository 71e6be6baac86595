import { i18n } from '#i18n';

/**
 * For keys built from a code (`cause.${code}`, `warning.${code}`): the typed `i18n.t` takes only
 * literal keys. The locale parity test and the code-coverage tests keep every such key present.
 */
export function tKey(
  key: string,
  substitutions?: (string | number)[] | Record<string, string | number>,
): string {
  const t = i18n.t as unknown as (k: string, s?: unknown) => string;
  return substitutions ? t(key, substitutions) : t(key);
}

/** `rate-limited` → `rateLimited`: message keys allow letters, digits and `_` only. */
export function codeKey(code: string): string {
  return code.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());
}

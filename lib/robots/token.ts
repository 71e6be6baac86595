/**
 * Product tokens (RFC 9309 §2.2.1): the crawler names groups are written for.
 * Letters, `_` and `-` only; compared case-insensitively.
 */

const TOKEN = /^[A-Za-z_-]+$/;
const TOKEN_PREFIX = /^[A-Za-z_-]*/;

/** The crawler's product token: the text before its first `/`, trimmed (`Googlebot/2.1 (+…)` → `Googlebot`). */
export function productToken(agent: string): string {
  const text = String(agent ?? '');
  const slash = text.indexOf('/');
  return (slash === -1 ? text : text.slice(0, slash)).trim();
}

/** Google's `IsValidUserAgentToObey`: a non-empty run of `[A-Za-z_-]` and nothing else. */
export function isValidProductToken(token: string): boolean {
  return typeof token === 'string' && TOKEN.test(token);
}

/**
 * The `*` group: `*` alone or followed by whitespace (`* foo`), as Google's parser reads it
 * (C `isspace`). `*bot` is not: robots.txt has no wildcards in User-agent values.
 */
const WILDCARD_VALUE = /^\*(?:$|[\t\n\v\f\r ])/;

export function isWildcardAgent(value: string): boolean {
  return WILDCARD_VALUE.test(value);
}

/**
 * The token a `User-agent:` value names: `*` for the wildcard group, else its longest
 * `[A-Za-z_-]` prefix (`Foo Bar` → `Foo`, `ClaudeBot/1.0` → `ClaudeBot`), '' when it names none
 * (`12bot`, `*bot`).
 */
export function groupToken(value: string): string {
  if (isWildcardAgent(value)) return '*';
  return TOKEN_PREFIX.exec(value)?.[0] ?? '';
}

import { i18n } from '#i18n';
import { tokenIssueText } from '@/components/tokenIssueText';
import { findPreset, readCrawlerName } from '@/lib/crawlers';

/** `from`: the typed User-Agent string the token was read from, when it was one. */
export type TokenCheck =
  | { ok: true; token: string; from: string | null }
  | { ok: false; message: string };

/**
 * A custom crawler is a token (`[A-Za-z0-9_-]+`; digits get the non-rfc-token caveat) not yet
 * offered; a full User-Agent string is reduced to its token as in the popup (lib/crawlers
 * readCrawlerName). Tokens compare case-insensitively, as robots.txt groups do.
 */
export function checkCustomToken(input: string, existing: readonly string[]): TokenCheck {
  if (input.trim() === '*') return { ok: false, message: i18n.t('options.custom.wildcard') };
  const read = readCrawlerName(input);
  if (!read.ok) return { ok: false, message: tokenIssueText(read.issue) };
  const { token } = read;
  if (token === '*') return { ok: false, message: i18n.t('options.custom.wildcard') };
  const preset = findPreset(token);
  if (preset) return { ok: false, message: i18n.t('options.custom.isPreset', [preset.token]) };
  const same = existing.find((t) => t.toLowerCase() === token.toLowerCase());
  if (same) return { ok: false, message: i18n.t('options.custom.inList', [same]) };
  return read;
}

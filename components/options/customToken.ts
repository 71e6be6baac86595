import { i18n } from '#i18n';
import { tokenIssueText } from '@/components/tokenIssueText';
import { findPreset, tokenIssue } from '@/lib/crawlers';

export type TokenCheck = { ok: true; token: string } | { ok: false; message: string };

/**
 * A custom crawler must be an RFC 9309 §2.2.1 product token, `[A-Za-z_-]+`, not yet offered.
 * Tokens compare case-insensitively, as robots.txt groups do.
 */
export function checkCustomToken(input: string, existing: readonly string[]): TokenCheck {
  const token = input.trim();
  if (token === '*') return { ok: false, message: i18n.t('options.custom.wildcard') };
  const issue = tokenIssue(token);
  if (issue) return { ok: false, message: tokenIssueText(issue) };
  const preset = findPreset(token);
  if (preset) return { ok: false, message: i18n.t('options.custom.isPreset', [preset.token]) };
  const same = existing.find((t) => t.toLowerCase() === token.toLowerCase());
  if (same) return { ok: false, message: i18n.t('options.custom.inList', [same]) };
  return { ok: true, token };
}

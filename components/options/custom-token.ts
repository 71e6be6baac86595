import { findPreset, isValidCrawlerToken } from '@/lib/crawlers';

export type TokenCheck = { ok: true; token: string } | { ok: false; message: string };

/**
 * A custom crawler must be an RFC 9309 §2.2.1 product token, `[A-Za-z_-]+`, not yet offered.
 * Tokens compare case-insensitively, as robots.txt groups do.
 */
export function checkCustomToken(input: string, existing: readonly string[]): TokenCheck {
  const token = input.trim();
  if (!token) return { ok: false, message: 'Enter a product token, e.g. MyCrawler.' };
  if (token === '*') {
    return {
      ok: false,
      message: '"*" (any other crawler) is always offered; it is not a custom token.',
    };
  }
  if (!isValidCrawlerToken(token)) {
    // `MyBot/1.0 (+https://…)` is a User-Agent string: its product token is the leading run.
    const lead = /^[A-Za-z_-]+/.exec(token)?.[0];
    const hint = lead && lead !== token ? ` Did you mean "${lead}"?` : ' For example: MyCrawler.';
    return {
      ok: false,
      message: `"${token}" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1).${hint}`,
    };
  }
  const preset = findPreset(token);
  if (preset) return { ok: false, message: `${preset.token} is already a preset.` };
  const same = existing.find((t) => t.toLowerCase() === token.toLowerCase());
  if (same) return { ok: false, message: `${same} is already in your list.` };
  return { ok: true, token };
}

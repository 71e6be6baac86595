import { findPreset, tokenProblem } from '@/lib/crawlers';

export type TokenCheck = { ok: true; token: string } | { ok: false; message: string };

/**
 * A custom crawler must be an RFC 9309 §2.2.1 product token, `[A-Za-z_-]+`, not yet offered.
 * Tokens compare case-insensitively, as robots.txt groups do.
 */
export function checkCustomToken(input: string, existing: readonly string[]): TokenCheck {
  const token = input.trim();
  if (token === '*') {
    return {
      ok: false,
      message: '"*" (any other crawler) is always offered; it is not a custom token.',
    };
  }
  const problem = tokenProblem(token);
  if (problem) return { ok: false, message: problem };
  const preset = findPreset(token);
  if (preset) return { ok: false, message: `${preset.token} is already a preset.` };
  const same = existing.find((t) => t.toLowerCase() === token.toLowerCase());
  if (same) return { ok: false, message: `${same} is already in your list.` };
  return { ok: true, token };
}

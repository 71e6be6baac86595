import { groupToken, isValidProductToken } from '../robots/token';
import { PRESETS_FILE, type PresetData } from './presets';

export { type CrawlerCaveat, type CrawlerCheck, checkCrawler } from './checkCrawler';
export { crawlerToken } from './crawlerToken';
export { PRESET_CATEGORIES, PRESETS_FILE, type PresetCategory, type PresetData } from './presets';

/**
 * The crawler presets (docs/design.md "Crawlers and tokens"): data in presets.json, grouped by purpose,
 * with sources. `tokenOnly` tokens are names robots.txt may address but no crawler sends in its
 * User-Agent header (they control use of content, not fetching).
 */
export type CrawlerPreset = PresetData;

/** Every preset: hand-written ones first, then the AI crawlers from ai-robots-txt. */
export const ALL_PRESETS: readonly CrawlerPreset[] = PRESETS_FILE.presets;

/** The presets the popup offers first (the list it always had). */
export const CRAWLER_PRESETS: readonly CrawlerPreset[] = ALL_PRESETS.filter((p) => p.featured);

/** Presets by purpose, in the order docs/design.md lists the purposes, with their labels. */
export const PRESET_GROUPS = PRESETS_FILE.categories.map((c) => ({
  ...c,
  presets: ALL_PRESETS.filter((p) => p.category === c.id && p.token !== '*'),
}));

const byToken = new Map<string, CrawlerPreset>();
for (const p of ALL_PRESETS)
  if (!byToken.has(p.token.toLowerCase())) byToken.set(p.token.toLowerCase(), p);

export function findPreset(token: string): CrawlerPreset | undefined {
  return byToken.get(String(token ?? '').toLowerCase());
}

/** RFC 9309 §2.2.1: a product token is `[A-Za-z_-]+`. `*` is accepted as the wildcard group. */
export function isValidCrawlerToken(token: string): boolean {
  return token === '*' || isValidProductToken(token);
}

/** Longer names are refused: no crawler's token comes near it, and storage stays bounded (issue 14). */
export const MAX_TOKEN_LENGTH = 64;

/** Why a typed crawler name cannot be checked, as data (the UI words it); null when it can. */
export type TokenIssue =
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number; max: number }
  /** `suggestion`: the product token a whole User-Agent string (`MyBot/1.0 (+https://…)`) starts with. */
  | { kind: 'invalid'; token: string; suggestion: string | null };

export function tokenIssue(input: string): TokenIssue | null {
  const token = input.trim();
  if (!token) return { kind: 'empty' };
  if (token.length > MAX_TOKEN_LENGTH) {
    return { kind: 'too-long', length: token.length, max: MAX_TOKEN_LENGTH };
  }
  if (isValidCrawlerToken(token)) return null;
  const lead = groupToken(token);
  return {
    kind: 'invalid',
    token,
    suggestion: lead && lead !== '*' && lead !== token ? lead : null,
  };
}

/** The same in English words (logs, tests); the pages use components/tokenIssueText.ts. */
export function tokenProblem(input: string): string | null {
  const issue = tokenIssue(input);
  if (!issue) return null;
  if (issue.kind === 'empty') return 'Enter a product token, e.g. MyCrawler.';
  if (issue.kind === 'too-long') {
    return `A product token is at most ${issue.max} characters; this one has ${issue.length}.`;
  }
  const hint = issue.suggestion
    ? ` Did you mean "${issue.suggestion}"?`
    : ' For example: MyCrawler.';
  return `"${issue.token}" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1).${hint}`;
}

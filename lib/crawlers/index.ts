import { crawlerToken } from './crawlerToken';
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

/**
 * Presets by purpose, in the order docs/design.md lists the purposes, with their labels. Pure:
 * a bundle that never reads it (the background) drops the work from its start (issue 17).
 */
export const PRESET_GROUPS = /* @__PURE__ */ PRESETS_FILE.categories.map((c) => ({
  ...c,
  presets: ALL_PRESETS.filter((p) => p.category === c.id && p.token !== '*'),
}));

const byToken = new Map<string, CrawlerPreset>();
for (const p of ALL_PRESETS)
  if (!byToken.has(p.token.toLowerCase())) byToken.set(p.token.toLowerCase(), p);

export function findPreset(token: string): CrawlerPreset | undefined {
  return byToken.get(String(token ?? '').toLowerCase());
}

/**
 * A name the extension can check a crawler by: `*`, or a run of `[A-Za-z0-9_-]`. RFC 9309 §2.2.1
 * allows no digits, but real crawlers use them (`MJ12bot`, `360Spider`); such a token is accepted
 * and its verdict carries the `non-rfc-token` caveat (docs/design.md "Crawlers and tokens").
 */
export function isValidCrawlerToken(token: string): boolean {
  return token === '*' || (typeof token === 'string' && CRAWLER_TOKEN.test(token));
}

const CRAWLER_TOKEN = /^[A-Za-z0-9_-]+$/;

/** Longer names are refused: no crawler's token comes near it, and storage stays bounded (issue 14). */
export const MAX_TOKEN_LENGTH = 64;

/** A typed name longer than this is not read further (a User-Agent header is well under 1 KiB). */
const MAX_NAME_INPUT = 1024;

/** Why a typed crawler name cannot be checked, as data (the UI words it); null when it can. */
export type TokenIssue =
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number; max: number }
  /** `suggestion`: the token a whole User-Agent string (`MyBot/1.0 (+https://…)`) reduces to. */
  | { kind: 'invalid'; token: string; suggestion: string | null };

/** Whether `input`, as it stands (not reduced), is a token the extension can check. */
export function tokenIssue(input: string): TokenIssue | null {
  const token = input.trim();
  if (!token) return { kind: 'empty' };
  if (token.length > MAX_TOKEN_LENGTH) {
    return { kind: 'too-long', length: token.length, max: MAX_TOKEN_LENGTH };
  }
  if (isValidCrawlerToken(token)) return null;
  const lead = crawlerToken(token);
  return {
    kind: 'invalid',
    token,
    suggestion: lead && lead !== '*' && lead !== token ? lead : null,
  };
}

/** A typed crawler name read as the token it stands for, or why it names none. */
export type CrawlerName =
  | {
      ok: true;
      token: string /** The typed text, when it was a longer name reduced to `token`. */;
      from: string | null;
    }
  | { ok: false; issue: TokenIssue };

/**
 * Reads what a person typed where a crawler is named (the popup's custom field, the options page):
 * a token, or a full User-Agent string reduced by crawlerToken (`Mozilla/5.0 (compatible;
 * GPTBot/1.1; …)` → GPTBot). Refuses only what names no token at all, or a token over the cap.
 */
export function readCrawlerName(input: string): CrawlerName {
  const text = String(input ?? '').trim();
  if (!text) return { ok: false, issue: { kind: 'empty' } };
  if (text.length > MAX_NAME_INPUT) {
    return { ok: false, issue: { kind: 'too-long', length: text.length, max: MAX_TOKEN_LENGTH } };
  }
  const token = crawlerToken(text);
  const issue = tokenIssue(token || text);
  if (issue) return { ok: false, issue };
  return { ok: true, token, from: token === text ? null : text };
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
  return `"${issue.token}" is not a crawler token: use letters, digits, "-" and "_" only.${hint}`;
}

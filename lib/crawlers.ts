import { groupToken, isValidProductToken } from './robots/token';

/**
 * The crawler presets the popup offers. `tokenOnly` tokens are names robots.txt
 * may address but no crawler sends in its User-Agent header (they control use
 * of content, not fetching).
 */
export interface CrawlerPreset {
  token: string;
  operator: string;
  purpose: string;
  tokenOnly?: boolean;
  /** Its operator documents that it ignores Crawl-delay (the popup leads with that). */
  ignoresDelay?: boolean;
}

export const CRAWLER_PRESETS: readonly CrawlerPreset[] = [
  {
    token: 'Googlebot',
    operator: 'Google',
    purpose: 'Search indexing',
    ignoresDelay: true,
  },
  {
    token: 'Bingbot',
    operator: 'Microsoft',
    purpose: 'Search indexing',
  },
  { token: 'Applebot', operator: 'Apple', purpose: 'Search (Siri, Spotlight)' },
  { token: 'DuckDuckBot', operator: 'DuckDuckGo', purpose: 'Search indexing' },
  {
    token: 'YandexBot',
    operator: 'Yandex',
    purpose: 'Search indexing',
    ignoresDelay: true,
  },
  { token: 'Baiduspider', operator: 'Baidu', purpose: 'Search indexing' },
  { token: 'GPTBot', operator: 'OpenAI', purpose: 'AI model training' },
  { token: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'AI search results' },
  { token: 'ChatGPT-User', operator: 'OpenAI', purpose: 'AI fetches on a user request' },
  { token: 'ClaudeBot', operator: 'Anthropic', purpose: 'AI model training' },
  { token: 'Claude-SearchBot', operator: 'Anthropic', purpose: 'AI search results' },
  { token: 'Claude-User', operator: 'Anthropic', purpose: 'AI fetches on a user request' },
  { token: 'CCBot', operator: 'Common Crawl', purpose: 'Open web archive, used for AI training' },
  { token: 'PerplexityBot', operator: 'Perplexity', purpose: 'AI search results' },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'Controls use in Gemini training and grounding',
    tokenOnly: true,
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'Controls use in Apple AI training',
    tokenOnly: true,
  },
  { token: 'Bytespider', operator: 'ByteDance', purpose: 'AI model training' },
  { token: 'Meta-ExternalAgent', operator: 'Meta', purpose: 'AI model training' },
  {
    token: '*',
    operator: 'Any crawler',
    purpose: 'The rules for crawlers not named in robots.txt',
  },
];

const byToken = new Map(CRAWLER_PRESETS.map((p) => [p.token.toLowerCase(), p]));

export function findPreset(token: string): CrawlerPreset | undefined {
  return byToken.get(token.toLowerCase());
}

/** RFC 9309 §2.2.1: a product token is `[A-Za-z_-]+`. `*` is accepted as the wildcard group. */
export function isValidCrawlerToken(token: string): boolean {
  return token === '*' || isValidProductToken(token);
}

/** Longer names are refused: no crawler's token comes near it, and storage stays bounded (issue 14). */
export const MAX_TOKEN_LENGTH = 64;

/**
 * Why a typed crawler name cannot be checked, in words; null when it can. A whole User-Agent
 * string (`MyBot/1.0 (+https://…)`) gets a hint naming its product token.
 */
export function tokenProblem(input: string): string | null {
  const token = input.trim();
  if (!token) return 'Enter a product token, e.g. MyCrawler.';
  if (token.length > MAX_TOKEN_LENGTH) {
    return `A product token is at most ${MAX_TOKEN_LENGTH} characters; this one has ${token.length}.`;
  }
  if (isValidCrawlerToken(token)) return null;
  const lead = groupToken(token);
  const hint =
    lead && lead !== '*' && lead !== token
      ? ` Did you mean "${lead}"?`
      : ' For example: MyCrawler.';
  return `"${token}" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1).${hint}`;
}

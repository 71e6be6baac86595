import { describe, expect, it } from 'vitest';
import { checkCustomToken } from '@/components/options/customToken';

// docs/design.md "Crawlers and tokens" (issue 13 item 4): a full User-Agent string is reduced to its
// token as in the popup; tokens with digits are accepted (their verdict carries the non-rfc-token
// caveat); tokens compare case-insensitively (RFC 9309 §2.2.1).
describe('checkCustomToken', () => {
  it.each([
    ['MyCrawler', 'MyCrawler', null],
    ['  my-bot_ ', 'my-bot_', null],
    ['A', 'A', null],
    ['Seo4Crawler', 'Seo4Crawler', null],
    ['360Spider', '360Spider', null],
    ['1bot', '1bot', null],
    ['MyBot/1.0 (+https://example.com/bot)', 'MyBot', 'MyBot/1.0 (+https://example.com/bot)'],
    [
      'Mozilla/5.0 (compatible; SiteAuditBot/0.9; +https://example.com)',
      'SiteAuditBot',
      'Mozilla/5.0 (compatible; SiteAuditBot/0.9; +https://example.com)',
    ],
  ])('accepts %j as %j', (input, token, from) => {
    expect(checkCustomToken(input, [])).toEqual({ ok: true, token, from });
  });

  it.each([
    ['', [], 'Enter a product token, e.g. MyCrawler.'],
    ['   ', [], 'Enter a product token, e.g. MyCrawler.'],
    ['*', [], '"*" (any other crawler) is always offered; it is not a custom token.'],
    // Issue 14: a length cap (no crawler's token comes near 64 characters).
    ['B'.repeat(65), [], 'A product token is at most 64 characters; this one has 65.'],
    ['x'.repeat(2000), [], 'A product token is at most 64 characters; this one has 2,000.'],
    [
      '日本語',
      [],
      '"日本語" is not a crawler token: use letters, digits, "-" and "_" only. For example: MyCrawler.',
    ],
    ['gptbot', [], 'GPTBot is already a preset.'],
    ['mj12BOT', [], 'MJ12bot is already a preset.'],
    // The reduced token is what is compared: a GPTBot User-Agent string is the GPTBot preset.
    [
      'Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)',
      [],
      'GPTBot is already a preset.',
    ],
    ['mybot', ['MyBot'], 'MyBot is already in your list.'],
    ['mybot/2.0', ['MyBot'], 'MyBot is already in your list.'],
  ])('refuses %j with a clear message', (input, existing, message) => {
    expect(checkCustomToken(input, existing)).toEqual({ ok: false, message });
  });
});

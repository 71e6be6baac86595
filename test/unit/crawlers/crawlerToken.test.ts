/** crawlerToken: docs/design.md "Crawlers and tokens" (issue 13 item 4); UA strings as each operator documents them. */
import { describe, expect, it } from 'vitest';
import { crawlerToken, isValidCrawlerToken, readCrawlerName, tokenIssue } from '@/lib/crawlers';
import { productToken } from '@/lib/robots';

describe('crawlerToken', () => {
  it.each([
    ['Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)', 'GPTBot'],
    ['MyCrawler/1.0', 'MyCrawler'],
    ['GPTBot', 'GPTBot'],
    ['gptbot/1.2', 'GPTBot'],
    // developers.google.com/search/docs/crawling-indexing/google-common-crawlers
    [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Googlebot',
    ],
    ['Googlebot-Image/1.0', 'Googlebot-Image'],
    // google-special-case-crawlers: the longest known token wins over its prefix.
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)',
      'AdsBot-Google-Mobile',
    ],
    ['AdsBot-Google (+http://www.google.com/adsbot.html)', 'AdsBot-Google'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bingbot'],
    ['Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)', 'MJ12bot'],
    ['Mozilla/5.0 (compatible; UnknownBot/3.1)', 'UnknownBot'],
    ['Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0', 'Mozilla'],
    ['360Spider', '360Spider'],
    ['*', '*'],
    ['', ''],
  ])('%s → %s', (input, token) => {
    expect(crawlerToken(input)).toBe(token);
  });

  it("leaves the engine's productToken its plain rule", () => {
    expect(productToken('Mozilla/5.0 (compatible; GPTBot/1.1)')).toBe('Mozilla');
  });
});

// Issue 13 item 4: every place a crawler is named accepts a token with digits and reduces a full
// User-Agent string; only what names no token at all, or a token over the cap, is refused.
describe('readCrawlerName', () => {
  it.each([
    ['MJ12bot', 'MJ12bot', null],
    ['360Spider', '360Spider', null],
    ['  Googlebot  ', 'Googlebot', null],
    ['*', '*', null],
    ['MyCrawler/1.0', 'MyCrawler', 'MyCrawler/1.0'],
    [
      'Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)',
      'GPTBot',
      'Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)',
    ],
    ['Foo Bar', 'Foo', 'Foo Bar'],
  ])('%j → %j', (input, token, from) => {
    expect(readCrawlerName(input)).toEqual({ ok: true, token, from });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['\t ', { kind: 'empty' }],
    ['☃', { kind: 'invalid', token: '☃', suggestion: null }],
    ['/1.0', { kind: 'invalid', token: '/1.0', suggestion: null }],
    ['A'.repeat(65), { kind: 'too-long', length: 65, max: 64 }],
    // A pasted megabyte is not scanned: over 1 KiB of text names no User-Agent.
    ['x'.repeat(5000), { kind: 'too-long', length: 5000, max: 64 }],
  ])('refuses %j', (input, issue) => {
    expect(readCrawlerName(input)).toEqual({ ok: false, issue });
  });

  it('tokenIssue judges a string as it stands and suggests its reduction', () => {
    expect(tokenIssue('MJ12bot')).toBeNull();
    expect(tokenIssue('MyBot/1.0 (+https://example.com)')).toEqual({
      kind: 'invalid',
      token: 'MyBot/1.0 (+https://example.com)',
      suggestion: 'MyBot',
    });
    expect(isValidCrawlerToken('360Spider')).toBe(true);
    expect(isValidCrawlerToken('Foo Bar')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkCustomToken } from '@/components/options/customToken';

// RFC 9309 §2.2.1: a product token is [A-Za-z_-]+; tokens compare case-insensitively.
describe('checkCustomToken', () => {
  it.each([
    ['MyCrawler', 'MyCrawler'],
    ['  my-bot_ ', 'my-bot_'],
    ['A', 'A'],
  ])('accepts %j as %j', (input, token) => {
    expect(checkCustomToken(input, [])).toEqual({ ok: true, token });
  });

  it.each([
    ['', [], 'Enter a product token, e.g. MyCrawler.'],
    ['   ', [], 'Enter a product token, e.g. MyCrawler.'],
    ['*', [], '"*" (any other crawler) is always offered; it is not a custom token.'],
    // Issue 14: a length cap (no crawler's token comes near 64 characters).
    ['B'.repeat(65), [], 'A product token is at most 64 characters; this one has 65.'],
    [
      'MJ12bot',
      [],
      '"MJ12bot" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1). Did you mean "MJ"?',
    ],
    [
      'MyBot/1.0 (+https://example.com/bot)',
      [],
      '"MyBot/1.0 (+https://example.com/bot)" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1). Did you mean "MyBot"?',
    ],
    [
      '1bot',
      [],
      '"1bot" is not a product token: use letters, "-" and "_" only (RFC 9309 §2.2.1). For example: MyCrawler.',
    ],
    ['gptbot', [], 'GPTBot is already a preset.'],
    ['mybot', ['MyBot'], 'MyBot is already in your list.'],
  ])('refuses %j with a clear message', (input, existing, message) => {
    expect(checkCustomToken(input, existing)).toEqual({ ok: false, message });
  });
});

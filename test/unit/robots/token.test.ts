/** Product tokens (RFC 9309 §2.2.1; docs/design.md "Names"). */
import { describe, expect, it } from 'vitest';
import { groupToken, isValidProductToken, productToken } from '@/lib/robots';

describe('productToken: the text before the first "/", trimmed', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', 'Mozilla'],
    ['  GPTBot  ', 'GPTBot'],
    ['Foo Bar', 'Foo Bar'],
    ['', ''],
    ['/x', ''],
  ])('%j → %j', (agent, token) => {
    expect(productToken(agent)).toBe(token);
  });
});

describe('isValidProductToken', () => {
  it.each([
    ['Googlebot', true],
    ['Google-Extended', true],
    ['Foo_Bar', true],
    ['MJ12bot', false],
    ['Foo Bar', false],
    ['*', false],
    ['', false],
  ])('%j → %s', (token, valid) => {
    expect(isValidProductToken(token)).toBe(valid);
  });
});

describe('groupToken', () => {
  it.each([
    ['Googlebot-News', 'Googlebot-News'],
    ['Foo*Bot', 'Foo'],
    ['ÄBot', ''],
    ['* foo', '*'],
    ['*\tfoo', '*'],
    ['*bot', ''],
    ['*-crawler', ''],
  ])('%j → %j', (value, token) => {
    expect(groupToken(value)).toBe(token);
  });
});

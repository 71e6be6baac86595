import { describe, expect, it } from 'vitest';
import { checkCrawler, findPreset } from '@/lib/crawlers';
import { tokenCaveat, wildcardCaveat } from '@/lib/report';
import { parseRobots } from '@/lib/robots';

const URL_ = 'https://example.com/page';
const robots = (text: string) => parseRobots(text, 'https://example.com/robots.txt');

describe('tokenCaveat (non-rfc-token; docs/design.md "Crawlers and tokens")', () => {
  it('MJ12bot: the named group is skipped by Google (RFC 9309 §2.2.1), Scrapy and Python apply it', () => {
    const text = 'User-agent: MJ12bot\nDisallow: /\n';
    const caveat = tokenCaveat(robots(text), text, URL_, 'MJ12bot');
    // Data only (issue 18): components/caveats.ts words it.
    expect(caveat).toEqual({
      code: 'non-rfc-token',
      token: 'MJ12bot',
      skipped: [{ line: 1, value: 'MJ12bot' }],
      allowed: { google: true, scrapy: false, python: false },
    });
  });

  it('no group names it: no skipped line', () => {
    const text = 'User-agent: *\nDisallow: /private\n';
    expect(tokenCaveat(robots(text), text, URL_, 'MJ12bot')).toMatchObject({
      code: 'non-rfc-token',
      skipped: [],
    });
  });

  it('a valid token and * get none', () => {
    const text = 'User-agent: MJ12bot\nDisallow: /\n';
    expect(tokenCaveat(robots(text), text, URL_, 'Googlebot')).toBeNull();
    expect(tokenCaveat(robots(text), text, URL_, '*')).toBeNull();
  });
});

describe('wildcardCaveat (Google special-case crawlers ignore *)', () => {
  // https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers
  const preset = findPreset('AdsBot-Google');
  it('AdsBot-Google under a `*` group only: allowed, and the caveat names the * line', () => {
    const file = robots('User-agent: *\nDisallow: /\n');
    if (!preset) throw new Error('AdsBot-Google preset missing');
    const check = checkCrawler(file, URL_, preset);
    expect(check.verdict.allowed).toBe(true);
    expect(wildcardCaveat(file, 'AdsBot-Google', check)).toEqual({
      code: 'wildcard-ignored',
      crawler: 'AdsBot-Google',
      lines: [1],
    });
  });

  it('none when a group names it, or for a crawler that reads *', () => {
    const file = robots('User-agent: AdsBot-Google\nDisallow: /\n\nUser-agent: *\nDisallow: /\n');
    if (!preset) throw new Error('AdsBot-Google preset missing');
    expect(wildcardCaveat(file, 'AdsBot-Google', checkCrawler(file, URL_, preset))).toBeNull();
    expect(wildcardCaveat(file, 'Googlebot', null)).toBeNull();
  });
});

/**
 * checkCrawler: verdicts through a preset's token precedence, as Google documents its crawlers
 * (developers.google.com/search/docs/crawling-indexing/google-common-crawlers and
 * google-special-case-crawlers; docs/design.md "Crawlers and tokens"; issue 13 item 5).
 */
import { describe, expect, it } from 'vitest';
import { checkCrawler, findPreset } from '@/lib/crawlers';
import { parseRobots } from '@/lib/robots';

const URL = 'https://site.example/photos/a.jpg';
const robots = (text: string) => parseRobots(text, 'https://site.example/robots.txt');
const preset = (token: string) => {
  const p = findPreset(token);
  if (!p) throw new Error(`no preset ${token}`);
  return p;
};

describe('checkCrawler', () => {
  it('Googlebot-Image obeys its own group first', () => {
    const r = robots(
      'User-agent: Googlebot\nDisallow: /\n\nUser-agent: Googlebot-Image\nAllow: /\n',
    );
    expect(checkCrawler(r, URL, preset('Googlebot-Image'))).toMatchObject({
      verdict: { allowed: true },
      token: 'Googlebot-Image',
    });
  });

  it.each(['Googlebot-Image', 'Googlebot-News', 'Googlebot-Video', 'Google-InspectionTool'])(
    '%s falls back to the Googlebot group, not *',
    (token) => {
      const r = robots('User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /photos/\n');
      expect(checkCrawler(r, URL, preset(token))).toMatchObject({
        verdict: { allowed: false, rule: { line: 5 } },
        token: 'Googlebot',
        caveats: [],
      });
    },
  );

  it.each(['AdsBot-Google', 'AdsBot-Google-Mobile', 'Mediapartners-Google', 'APIs-Google'])(
    '%s ignores the * group: allowed, caveat wildcard-ignored',
    (token) => {
      const r = robots('User-agent: *\nDisallow: /\n');
      expect(checkCrawler(r, URL, preset(token))).toMatchObject({
        verdict: { allowed: true },
        token: null,
        wildcardIgnored: true,
        caveats: ['wildcard-ignored'],
      });
      const named = robots(`User-agent: *\nAllow: /\n\nUser-agent: ${token}\nDisallow: /\n`);
      expect(checkCrawler(named, URL, preset(token))).toMatchObject({
        verdict: { allowed: false },
        token,
        wildcardIgnored: false,
      });
    },
  );

  it('a crawler without precedence reads its own group, else *', () => {
    const r = robots('User-agent: *\nDisallow: /\n');
    expect(checkCrawler(r, URL, preset('GPTBot'))).toMatchObject({
      verdict: { allowed: false },
      token: null,
      caveats: [],
    });
  });

  it('a token with digits carries the non-rfc-token caveat', () => {
    const r = robots('User-agent: MJ12bot\nDisallow: /\n');
    expect(checkCrawler(r, URL, preset('MJ12bot'))).toMatchObject({
      verdict: { allowed: true },
      caveats: ['non-rfc-token'],
    });
  });
});

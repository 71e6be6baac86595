/**
 * The explorer's gate (lib/sitemaps/pageGate.ts, issue 17): its yes/no per URL is the verdict
 * checkUrl gives (RFC 9309 §2.2.2 longest match, §2.2.2 /robots.txt always allowed), URLs of
 * other origins are left to their own robots.txt (sitemaps.org "Sitemaps & Cross Submits"), and
 * an unusable robots.txt disallows the page's own origin, as the report's verdict does.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots } from '@/lib/robots';
import { createPageGate } from '@/lib/sitemaps/pageGate';

const ORIGIN = 'https://shop.example';
const robots = parseRobots(
  'User-agent: *\nDisallow: /private\nAllow: /private/ok\n\nUser-agent: Googlebot\nDisallow: /*.pdf$\n',
  `${ORIGIN}/robots.txt`,
);

describe('createPageGate', () => {
  const urls = [
    `${ORIGIN}/`,
    `${ORIGIN}/private/x`,
    `${ORIGIN}/private/ok/y`,
    `${ORIGIN}/doc.pdf`,
    `${ORIGIN}/doc.pdf?x`,
    `${ORIGIN}/robots.txt`,
    `${ORIGIN}?q`,
    `${ORIGIN}#frag`,
  ];
  for (const agent of ['Googlebot', 'OtherBot']) {
    it(`allowed() is checkUrl's verdict on the page's origin (${agent})`, () => {
      const gate = createPageGate(robots, ORIGIN, agent, true);
      for (const url of urls) {
        expect(gate.allowed(url), url).toBe(checkUrl(robots, url, agent).allowed);
        expect(gate.verdict(url)).toEqual(checkUrl(robots, url, agent));
      }
    });
  }

  it('reads the origin however it is spelt (case, default port), not only as written', () => {
    const gate = createPageGate(robots, ORIGIN, 'OtherBot', true);
    expect(gate.allowed('HTTPS://Shop.Example/private/x')).toBe(false);
    expect(gate.allowed('https://shop.example:443/private/x')).toBe(false);
  });

  it('leaves other origins to their own robots.txt, look-alike hosts included', () => {
    const gate = createPageGate(robots, ORIGIN, 'OtherBot', true);
    for (const url of [
      'https://shop.example.evil/private/x',
      'https://shop.example@evil.example/private/x',
      'http://shop.example/private/x',
      'https://other.example/private/x',
      'not a url',
    ]) {
      expect(gate.allowed(url), url).toBe(true);
      expect(gate.verdict(url)).toEqual({ allowed: true });
    }
  });

  it('disallows the page origin when its robots.txt is unusable (unreachable, expired)', () => {
    const gate = createPageGate(robots, ORIGIN, 'OtherBot', false);
    expect(gate.allowed(`${ORIGIN}/`)).toBe(false);
    expect(gate.verdict(`${ORIGIN}/`)).toEqual({ allowed: false });
    expect(gate.allowed('https://other.example/')).toBe(true);
  });
});

/**
 * robots-parser@3.0.1 as the differential oracle (docs/design.md: it stays in the test suite once
 * our matcher replaces its matching). Two checks:
 * 1. On every conformance allow case where all references agree, robots-parser and we answer
 *    the same, except where its one measured gap there (digits in User-agent names) explains it.
 * 2. The gaps issue 3 lists are real in the installed robots-parser and closed in ours.
 */
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { checkUrl, isValidProductToken, parseRobots, productToken } from '@/lib/robots';
import { loadConformance } from '@/test/support/fixtureData';

const data = loadConformance();

function absolute(url: string): string | null {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? `http://foo.bar${url}` : null;
}

describe('differential: conformance cases where the references agree', () => {
  const agreed = data.allow.filter((c) => {
    const o = c.observed ?? {};
    return (
      !c.noteKey &&
      [o.google, o.protego, o.cpython].every((v) => v === undefined || v === c.allowed)
    );
  });

  it('robots-parser and we give the same answers, but for names with digits', () => {
    const differ: string[] = [];
    let compared = 0;
    for (const c of agreed) {
      const url = absolute(c.url);
      if (!url) continue;
      const robotsUrl = `${new URL(url).origin}/robots.txt`;
      const theirs = robotsParser(robotsUrl, c.robotstxt ?? '').isAllowed(url, c.userAgent);
      const ours = checkUrl(parseRobots(c.robotstxt ?? '', robotsUrl), url, c.userAgent).allowed;
      compared++;
      if (ours === theirs) continue;
      // robots-parser matches `User-agent: 7bot` for crawler "7bot"; Google (and we) read a
      // name only up to its first character outside [A-Za-z_-] (noteKey uaCharset).
      expect(isValidProductToken(productToken(c.userAgent))).toBe(false);
      differ.push(c.id);
    }
    expect(compared).toBe(357);
    expect(differ).toEqual([
      'protego.test_1996rfc_examples.15',
      'protego.test_1996rfc_examples.16',
    ]);
  });
});

describe('the robots-parser gaps issue 3 lists, closed here', () => {
  const ROBOTS = 'https://example.com/robots.txt';
  // [gap, robots.txt, url, agent, Google/RFC answer]
  const gaps: [string, string, string, string, boolean][] = [
    ['encoding [ ]', 'User-agent: *\nDisallow: /a[1]\n', '/a[1]', 'Bot', false],
    ['encoding |', 'User-agent: *\nDisallow: /a|b\n', '/a|b', 'Bot', false],
    ['encoding ^', 'User-agent: *\nDisallow: /a^b\n', '/a^b', 'Bot', false],
    ['encoding { (query)', 'User-agent: *\nDisallow: /?q={\n', '/?q={', 'Bot', false],
    ['encoding } (query)', 'User-agent: *\nDisallow: /?q=}\n', '/?q=}', 'Bot', false],
    ["encoding '", "User-agent: *\nDisallow: /?q='\n", "/?q='", 'Bot', false],
    [
      '/robots.txt implicitly allowed (RFC 9309 §2.2.2)',
      'User-agent: *\nDisallow: /\n',
      '/robots.txt',
      'Bot',
      true,
    ],
    [
      'product token of a group line (google.GoogleOnly_AcceptUserAgentUpToFirstSpace)',
      'User-agent: *\nDisallow: /\nUser-agent: Foo Bar\nAllow: /\n',
      '/x',
      'Foo',
      true,
    ],
    [
      'a crawler name that is not a valid token matches only * (google uaCharset)',
      'User-agent: *\nDisallow: /\nUser-agent: MJ12bot\nAllow: /\n',
      '/x',
      'MJ12bot/1.4',
      false,
    ],
    [
      'Crawl-delay keeps the User-agent run open (RFC 9309 §2.2.4)',
      'User-agent: *\nCrawl-delay: 10\nUser-agent: a\nDisallow: /x\n',
      '/x',
      'b',
      false,
    ],
    [
      'Sitemap keeps the User-agent run open (google.ID_LineSyntax_Groups_OtherRules.2)',
      'User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /\n',
      '/',
      'a',
      false,
    ],
    [
      'line-length cap (google.GoogleOnly_LineTooLong)',
      `User-agent: *\nDisallow: /x/${'a'.repeat(16_660)}/qux\n`,
      `/x/${'a'.repeat(16_660)}/fux`,
      'Bot',
      false,
    ],
    [
      '500 KiB cap (RFC 9309 §2.5)',
      `User-agent: *\n${'# padding padding padding padding\n'.repeat(16_000)}Disallow: /\n`,
      '/x',
      'Bot',
      true,
    ],
  ];

  it.each(gaps)('%s', (_gap, text, path, agent, expected) => {
    const url = `https://example.com${path}`;
    expect(robotsParser(ROBOTS, text).isAllowed(url, agent)).toBe(!expected);
    expect(checkUrl(parseRobots(text, ROBOTS), url, agent).allowed).toBe(expected);
  });
});

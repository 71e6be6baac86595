/** checkUrl: precedence, wildcards, encoding and the verdict's evidence (RFC 9309 §2.2.2–§2.2.3). */
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots, type RobotsFile, selectGroups } from '@/lib/robots';

const check = (text: string, path: string, agent = 'FooBot') =>
  checkUrl(
    parseRobots(text, 'https://example.com/robots.txt'),
    `https://example.com${path}`,
    agent,
  );
const allowed = (text: string, path: string, agent?: string) => check(text, path, agent).allowed;

describe('precedence (RFC 9309 §2.2.2)', () => {
  it.each([
    // [rules, path, allowed, source]
    ['Allow: /p\nDisallow: /', '/page', true, 'RFC 9309 §5.2-style: longest match wins'],
    [
      'Allow: /folder\nDisallow: /folder',
      '/folder/page',
      true,
      'RFC 9309 §2.2.2: Allow wins a tie',
    ],
    ['Disallow: /folder\nAllow: /folder', '/folder/page', true, 'tie, order does not matter'],
    [
      'Allow: /page\nDisallow: /*.htm',
      '/page.htm',
      false,
      'google.ID_LongestMatch: longer wildcard',
    ],
    ['Allow: /$\nDisallow: /', '/', true, 'google.ID_LongestMatch: /$'],
    ['Allow: /$\nDisallow: /', '/page.htm', false, 'google.ID_LongestMatch: /$'],
    ['Disallow: /Fish', '/fish', true, 'RFC 9309 §2.2.2: paths are case-sensitive'],
    ['Disallow:', '/anything', true, 'empty Disallow disallows nothing'],
    ['Disallow: /', '/robots.txt', true, 'RFC 9309 §2.2.2: /robots.txt is implicitly allowed'],
  ])('%s on %s → %s (%s)', (rules, path, expected) => {
    expect(allowed(`User-agent: *\n${rules}\n`, path)).toBe(expected);
  });
});

describe('special characters (RFC 9309 §2.2.3)', () => {
  it.each([
    ['/*.php', '/index.php', false],
    ['/*.php', '/filename.php?x=y', false],
    ['/*.php$', '/filename.php', false],
    ['/*.php$', '/filename.php?params', true],
    ['/fish*.php', '/fish.php', false],
    ['/fish*.php', '/Fish.PHP', true],
    ['/a$b', '/a$b', false],
    ['/a$b', '/a', true],
    ['*', '/', false],
    ['/**/a***b$', '/x/a/y/b', false],
    ['/*a*b$', '/ab/b/a', true],
    ['/a*ab$', '/ab', true],
    ['/a*ab$', '/aab', false],
    ['/*aa*aa', '/aaa', true],
    ['/$', '/', false],
    ['/$', '/x', true],
  ])('Disallow: %s on %s → allowed %s', (pattern, path, expected) => {
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, path)).toBe(expected);
  });
});

describe('encoding: a rule blocks the literal URL it names (docs/design.md "Encoding")', () => {
  it.each([
    ['/a[1]', '/a[1]'],
    ['/a|b', '/a|b'],
    ['/a^b', '/a^b'],
    ['/a{b}', '/a{b}'],
    ["/search?q='x'", "/search?q='x'"],
    ['/ツ', '/ツ'],
    ['/ツ', '/%E3%83%84'],
    ['/%E3%83%84', '/ツ'],
    ['/a%2fb', '/a%2Fb'],
    ['/a?', '/a?'],
  ])('Disallow: %s blocks %s', (pattern, path) => {
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, path)).toBe(false);
  });

  it.each([
    ['/%62%61%7A', '/baz', 'google.ID_Encoding.6: nothing is decoded'],
    ['/a%2fb', '/a%2fb', 'escapes are upper-cased in rules only'],
    ['/a?', '/a', 'a bare ? is part of the URL (conformance cpython emptyQuery)'],
    ['/x/#/y', '/x', 'a # starts a comment: the rule is /x/'],
  ])('Disallow: %s does not block %s (%s)', (pattern, path) => {
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, path)).toBe(true);
  });

  it('drops the fragment and compares params and query (google.TestGetPathParamsQuery)', () => {
    expect(check('User-agent: *\nDisallow: /a;b?c\n', '/a;b?c#frag').path).toBe('/a;b?c');
    expect(allowed('User-agent: *\nDisallow: /a;b?c\n', '/a;b?c#frag')).toBe(false);
  });
});

describe('crawler names (docs/design.md "Names")', () => {
  const text = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n';
  it.each([
    ['Googlebot', true],
    ['googlebot', true],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['  Googlebot  /2.1', true],
    ['Googlebot-Image', false],
    ['Foo Bar', false],
    ['MJ12bot', false],
    ['', false],
  ])('%s → allowed %s', (agent, expected) => {
    expect(allowed(text, '/x', agent)).toBe(expected);
  });

  it('merges every group that names the crawler (RFC 9309 §2.2.1)', () => {
    const merged =
      'User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y\n\nUser-agent: A\nAllow: /x/ok\n';
    expect(allowed(merged, '/x/no', 'a')).toBe(false);
    expect(allowed(merged, '/x/ok', 'a')).toBe(true);
    expect(allowed(merged, '/y', 'a')).toBe(true);
  });

  it('ignores * groups once a group names the crawler, even an empty one (Google)', () => {
    expect(allowed('User-agent: *\nDisallow: /\nUser-agent: FooBot\n', '/x')).toBe(true);
  });

  it('applies no rules when no group matches and there is no * group', () => {
    const verdict = check('User-agent: other\nDisallow: /\n', '/x');
    expect(verdict).toMatchObject({ allowed: true, group: { indexes: [], source: 'none' } });
  });
});

describe('the verdict names the deciding rule and its group', () => {
  const text =
    'User-agent: *\nDisallow: /\n\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /private\nAllow: /private/ok\n';
  it('gives directive, pattern, line and the group with its lines', () => {
    const verdict = check(text, '/private/x');
    expect(verdict.allowed).toBe(false);
    expect(verdict.rule).toEqual({ directive: 'disallow', pattern: '/private', line: 6 });
    expect(verdict.group).toEqual({
      indexes: [1],
      source: 'agent',
      ranges: [{ startLine: 4, endLine: 7 }],
    });
    expect(verdict.reason).toBe(
      'Disallow: /private at line 6 in the FooBot group is the longest rule matching /private/x, so it is disallowed.',
    );
  });

  it('names the first of equal rules and the wildcard group', () => {
    const verdict = check('User-agent: *\nDisallow: /a\nDisallow: /a\nAllow: /b\n', '/a', 'Other');
    expect(verdict.rule?.line).toBe(2);
    expect(verdict.group?.source).toBe('wildcard');
  });

  it('reads Allow: …/index.html as its directory too (google.GoogleOnly_IndexHTMLisDirectory)', () => {
    const verdict = check('User-agent: *\nDisallow: /\nAllow: /index.html\n', '/');
    expect(verdict).toMatchObject({ allowed: true, rule: { pattern: '/index.html', line: 3 } });
    expect(verdict.reason).toMatch(/Google reads it as Allow: \/\$/);
  });

  it('says why /robots.txt is allowed', () => {
    expect(check('User-agent: *\nDisallow: /\n', '/robots.txt').reason).toMatch(
      /RFC 9309 §2\.2\.2/,
    );
  });

  it('selectGroups lists the applying groups with their line ranges', () => {
    const robots = parseRobots(text, 'https://example.com/robots.txt');
    expect(selectGroups(robots, 'barbot/1.0')).toMatchObject({ indexes: [1], source: 'agent' });
    expect(selectGroups(robots, 'Other')).toEqual({
      indexes: [0],
      source: 'wildcard',
      ranges: [{ startLine: 1, endLine: 2 }],
    });
  });
});

describe('robustness of checkUrl', () => {
  const robots = parseRobots('User-agent: *\nDisallow: /x\n', 'https://example.com/robots.txt');
  it.each([
    '',
    'not a url',
    '//host',
    '?q',
    'https://example.com',
    'javascript:alert(1)',
    '\u0000',
  ])('url %j gives a verdict', (url) => {
    expect(typeof checkUrl(robots, url, 'Bot').allowed).toBe('boolean');
  });

  it('answers a hostile pattern correctly (no stall: the matcher is O(path) per rule)', () => {
    const pattern = `/${'*a'.repeat(1000)}*b`;
    const text = `User-agent: *\n${`Disallow: ${pattern}\n`.repeat(3)}`;
    expect(allowed(text, `/${'a'.repeat(2000)}`)).toBe(true);
    expect(allowed(text, `/${'a'.repeat(2000)}b`)).toBe(false);
  });

  it('treats a value that is not a RobotsFile as one without groups', () => {
    for (const bad of [null, undefined, 42, {}]) {
      const verdict = checkUrl(bad as unknown as RobotsFile, 'https://example.com/x', 'Bot');
      expect(verdict).toMatchObject({ allowed: true, group: { source: 'none' } });
    }
  });

  it('compiles once and gives the same answer for a structured clone', () => {
    const clone = structuredClone(robots);
    expect(checkUrl(clone, 'https://example.com/x', 'Bot')).toEqual(
      checkUrl(robots, 'https://example.com/x', 'Bot'),
    );
  });
});

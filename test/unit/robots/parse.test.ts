/** parseRobots: groups, keys and warnings (RFC 9309 §2.1–§2.2; Google's parser; docs/design.md "Policies"). */
import { describe, expect, it } from 'vitest';
import { checkUrl, MAX_LINE_BYTES, parseRobots, type RobotsFile } from '@/lib/robots';

const URL = 'https://example.com/robots.txt';
const parse = (text: string) => parseRobots(text, URL);
const codesAt = (robots: RobotsFile, line: number) =>
  robots.warnings.filter((w) => w.line === line).map((w) => w.code);
const allowed = (text: string, path: string, agent = 'AnyBot') =>
  checkUrl(parse(text), `https://example.com${path}`, agent).allowed;

describe('groups (RFC 9309 §2.1; docs/design.md "Groups")', () => {
  it('keeps a run of User-agent lines open across Crawl-delay and blank lines (the merge trap)', () => {
    const text = 'User-agent: *\nCrawl-delay: 10\n\nUser-agent: a\nDisallow: /x\n';
    const robots = parse(text);
    expect(robots.groups).toHaveLength(1);
    expect(robots.groups[0]?.agents.map((a) => a.token)).toEqual(['*', 'a']);
    expect(allowed(text, '/x', 'b')).toBe(false);
    expect(allowed(text, '/x', 'a')).toBe(false);
    expect(codesAt(robots, 4)).toContain('group-merge-trap');
    expect(robots.warnings.find((w) => w.code === 'group-merge-trap')?.message).toMatch(
      /Crawl-delay line at line 2/,
    );
  });

  it.each([
    ['Sitemap (google.ID_LineSyntax_Groups_OtherRules.2)', 'Sitemap: https://example.com/s.xml'],
    ['unknown key (google.ID_LineSyntax_Groups_OtherRules.3)', 'Invalid-Unknown-Line: unknown'],
  ])('a %s between User-agent lines does not split the group', (_name, line) => {
    const text = `User-agent: BarBot\n${line}\nUser-agent: *\nDisallow: /\n`;
    expect(parse(text).groups).toHaveLength(1);
    expect(allowed(text, '/', 'BarBot')).toBe(false);
    expect(codesAt(parse(text), 3)).toContain('group-merge-trap');
  });

  it('starts a new group at a User-agent line after a rule, with line ranges', () => {
    const robots = parse(
      'User-agent: a\nDisallow: /a\nCrawl-delay: 3\n\nUser-agent: b\nAllow: /b\n',
    );
    expect(robots.groups.map((g) => [g.startLine, g.endLine])).toEqual([
      [1, 3],
      [5, 6],
    ]);
    expect(robots.groups[0]?.crawlDelays).toEqual([{ raw: '3', line: 3 }]);
    expect(robots.warnings.filter((w) => w.code === 'group-merge-trap')).toEqual([]);
  });

  it('ignores and warns about rules before any User-agent line (RFC 9309 §2.1)', () => {
    const robots = parse('Disallow: /x\nCrawl-delay: 5\nUser-agent: *\nDisallow: /y\n');
    expect(codesAt(robots, 1)).toEqual(['rule-outside-group']);
    expect(codesAt(robots, 2)).toEqual(['crawl-delay-outside-group']);
    expect(robots.groups[0]?.rules.map((r) => r.pattern)).toEqual(['/y']);
  });

  it.each([
    // [value, token, warned] — docs/design.md "Names"; google.GoogleOnly_AcceptUserAgentUpToFirstSpace
    ['Googlebot', 'Googlebot', false],
    ['Foo Bar', 'Foo', true],
    ['ClaudeBot/1.0', 'ClaudeBot', true],
    ['a b c', 'a', true],
    ['MJ12bot', 'MJ', true],
    ['12bot', '', true],
    ['*', '*', false],
    ['* # anything', '*', false],
  ])('User-agent: %s names the token "%s"', (value, token, warned) => {
    const robots = parse(`User-agent: ${value}\nDisallow: /\n`);
    expect(robots.groups[0]?.agents[0]?.token).toBe(token);
    expect(codesAt(robots, 1).includes('invalid-user-agent')).toBe(warned);
  });

  it.each([
    // Issue 13 item 1; Google's parser (robots.cc): only `*` alone or before whitespace is global.
    ['*bot', ''],
    ['*-crawler', ''],
    ['Googlebot*', 'Googlebot'],
    ['Foo*Bot', 'Foo'],
  ])(
    'User-agent: %s is no wildcard group: token "%s", warned user-agent-wildcard',
    (value, token) => {
      const robots = parse(`User-agent: ${value}\nDisallow: /\n`);
      expect(robots.groups[0]?.agents[0]?.token).toBe(token);
      expect(codesAt(robots, 1)).toEqual(['user-agent-wildcard']);
      expect(checkUrl(robots, 'https://a.example/x', 'Googlebot').allowed).toBe(
        token !== 'Googlebot',
      );
    },
  );
});

describe('keys as Google reads them (google.ID_LineSyntax_*, GoogleOnly_AcceptTypos)', () => {
  it.each([
    ['Disallow: /x', 'disallow', []],
    ['DISALLOW: /x', 'disallow', []],
    ['Disallowed: /x', 'disallow', ['typo-directive']],
    ['Dissallow: /x', 'disallow', ['typo-directive']],
    ['dissalow: /x', 'disallow', ['typo-directive']],
    ['disalow: /x', 'disallow', ['typo-directive']],
    ['diasllow: /x', 'disallow', ['typo-directive']],
    ['disallaw: /x', 'disallow', ['typo-directive']],
    ['Disallow /x', 'disallow', ['missing-colon']],
    ['Allow: /x', 'allow', []],
  ])('%s is read as %s', (line, directive, codes) => {
    const robots = parse(`User-agent: *\n${line}\n`);
    expect(robots.groups[0]?.rules[0]).toMatchObject({ directive, pattern: '/x', line: 2 });
    expect(codesAt(robots, 2)).toEqual(codes);
  });

  it.each([
    ['useragent: FooBot', ['typo-directive']],
    ['user agent: FooBot', ['typo-directive']],
    ['User-Agent FooBot', ['missing-colon']],
  ])('%s starts a group', (line, codes) => {
    const robots = parse(`${line}\nDisallow: /\n`);
    expect(robots.groups[0]?.agents[0]?.token).toBe('FooBot');
    expect(codesAt(robots, 1)).toEqual(codes);
  });

  it.each([
    ['Disallow /x /y', 'unparsed-line'],
    ['just-one-word', 'unparsed-line'],
    [': /x', 'unparsed-line'],
    ['Dissalllow: /x', 'unknown-directive'],
    ['Host: example.com', 'nonstandard-directive'],
    ['Clean-param: ref /', 'nonstandard-directive'],
  ])('%s is ignored with %s', (line, code) => {
    const robots = parse(`User-agent: *\n${line}\n`);
    expect(robots.groups[0]?.rules).toEqual([]);
    expect(codesAt(robots, 2)).toEqual([code]);
  });

  it('suggests the directive an unknown key is close to', () => {
    const robots = parse('User-agent: *\nDissalllow: /x\n');
    expect(robots.warnings[0]?.message).toMatch(/did you mean Disallow\?/);
  });

  it('drops comments and surrounding whitespace, keeps inner characters', () => {
    const robots = parse('User-agent: * # all\n  Disallow:  /a b  # note\n');
    expect(robots.groups[0]?.rules[0]?.pattern).toBe('/a b');
  });

  it('encodes non-ASCII and upper-cases escapes in rules, keeping what was written', () => {
    const robots = parse('User-agent: *\nDisallow: /ツ/%aa\n');
    expect(robots.groups[0]?.rules[0]).toEqual({
      directive: 'disallow',
      pattern: '/%E3%83%84/%AA',
      line: 2,
      written: '/ツ/%aa',
    });
  });
});

describe('warnings with line numbers (issue 3 list)', () => {
  it.each([
    ['raw space', 'Disallow: /a b'],
    ['raw {', 'Disallow: /a{b}'],
    ['raw "', 'Disallow: /a"b'],
    ['lower-case escape', 'Disallow: /a%2fb'],
    ['no leading slash', 'Disallow: private'],
  ])('rule-never-matches: %s', (_name, line) => {
    expect(codesAt(parse(`User-agent: *\n${line}\n`), 2)).toEqual(['rule-never-matches']);
  });

  it.each(['Disallow: /a%2Fb', 'Disallow: *.pdf$', 'Disallow:', 'Allow: /ツ'])(
    'no warning for %s',
    (line) => {
      expect(parse(`User-agent: *\n${line}\n`).warnings).toEqual([]);
    },
  );

  it.each([
    ['10 seconds', true],
    ['1e3', true],
    ['-5', true],
    ['', true],
    ['10', false],
    ['0.5', false],
    ['1,5', false],
  ])('Crawl-delay "%s" malformed: %s', (value, malformed) => {
    const robots = parse(`User-agent: *\nCrawl-delay: ${value}\n`);
    expect(codesAt(robots, 2).includes('crawl-delay-malformed')).toBe(malformed);
  });

  it.each([
    ['/sitemap.xml', 'sitemap-relative'],
    ['javascript:alert(1)', 'sitemap-unsafe-scheme'],
    ['ftp://example.com/s.xml', 'sitemap-unsafe-scheme'],
    ['', 'sitemap-invalid'],
  ])('Sitemap: %s warns %s', (value, code) => {
    expect(codesAt(parse(`Sitemap: ${value}\n`), 1)).toEqual([code]);
  });

  it('warns about an HTML body and still parses it', () => {
    const robots = parse('<!DOCTYPE html>\n<html><body>Not found</body></html>\n');
    expect(codesAt(robots, 0)).toContain('html-body');
    expect(robots.groups).toEqual([]);
  });

  it('caps the body at 500 KiB (RFC 9309 §2.5) and says so', () => {
    const rule = 'Disallow: /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n';
    const text = `User-agent: *\n${rule.repeat(12_000)}Disallow: /late\n`;
    const robots = parse(text);
    expect(robots.bytesTotal).toBe(text.length);
    expect(robots.bytesParsed).toBe(500 * 1024);
    expect(codesAt(robots, 0)).toContain('size-truncated');
    expect(allowed(text, '/late')).toBe(true);
  });

  it(`cuts a line at ${MAX_LINE_BYTES} bytes (google.GoogleOnly_LineTooLong)`, () => {
    const long = `/${'a'.repeat(MAX_LINE_BYTES)}`;
    const robots = parse(`User-agent: *\nDisallow: ${long}\n`);
    const pattern = robots.groups[0]?.rules[0]?.pattern ?? '';
    expect('Disallow: '.length + pattern.length).toBe(MAX_LINE_BYTES);
    expect(codesAt(robots, 2)).toContain('line-too-long');
  });

  it('caps each warning code at 100 entries and counts the rest', () => {
    const robots = parse('Foo: bar\n'.repeat(150));
    expect(robots.warnings.filter((w) => w.code === 'unknown-directive')).toHaveLength(100);
    expect(robots.warnings[0]).toMatchObject({ line: 0, code: 'warnings-truncated' });
    expect(robots.warnings[0]?.message).toMatch(/^50 more/);
  });
});

describe('bad input never throws and gives a defined result', () => {
  const cases: [string, string][] = [
    ['empty', ''],
    ['BOM only', '\ufeff'],
    ['BOM then rules', '\ufeffUser-agent: *\nDisallow: /x\n'],
    ['CR-only endings', 'User-agent: *\rDisallow: /x\rAllow: /x/y'],
    ['CRLF endings', 'User-agent: *\r\nDisallow: /x\r\n'],
    ['NUL bytes', 'User-agent: *\nDisallow: /x\0/hidden\n\0\0\0'],
    ['binary', String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 37) % 256))],
    ['lone surrogates', 'User-agent: *\nDisallow: /\ud800x\udc00\n'],
    ['a single 5 MB line', `Disallow: /${'x'.repeat(5 * 1024 * 1024)}`],
  ];
  it.each(cases)('%s', (_name, text) => {
    const robots = parse(text);
    expect(Array.isArray(robots.groups)).toBe(true);
    expect(robots.lineCount).toBeGreaterThan(0);
    expect(robots.bytesParsed).toBeLessThanOrEqual(500 * 1024);
    expect(typeof checkUrl(robots, 'https://example.com/x', 'Bot').allowed).toBe('boolean');
    expect(structuredClone(robots)).toEqual(robots);
  });

  it('reads BOM, CR-only and NUL files as Google does', () => {
    expect(allowed('\ufeffUser-agent: *\nDisallow: /x\n', '/x')).toBe(false);
    expect(allowed('User-agent: *\rDisallow: /x\rAllow: /x/y', '/x/y')).toBe(true);
    expect(allowed('User-agent: *\rDisallow: /x\rAllow: /x/y', '/x/z')).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /x\0/hidden\n', '/x/anything')).toBe(false);
    expect(codesAt(parse('User-agent: *\nDisallow: /x\0y\n'), 2)).toEqual(['nul-byte']);
  });

  it('warns about empty and binary bodies', () => {
    expect(parse('').warnings.map((w) => w.code)).toEqual(['empty-file']);
    expect(parse('\u0001\u0002\ufffd').warnings.map((w) => w.code)).toContain('binary-body');
  });

  it('treats non-string input as text', () => {
    const robots = parseRobots(undefined as unknown as string, undefined as unknown as string);
    expect(robots.groups).toEqual([]);
    expect(robots.robotsUrl).toBe('');
  });

  it('counts lines as Google does (CRLF once, a final empty line included)', () => {
    expect(parse('a\r\nb\rc\nd\n').lineCount).toBe(5);
  });
});

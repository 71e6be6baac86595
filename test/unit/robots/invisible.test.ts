/**
 * Issue 12 item 7: bidi controls and invisible characters (Unicode Bidi Algorithm UAX #9 explicit
 * formatting characters; Unicode Cf format characters; Trojan Source, CVE-2021-42574) are warned
 * about with their line, and shown as marks by lib/text/visibleText.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, parseRobots } from '@/lib/robots';
import { visibleParts } from '@/lib/text/visibleParts';
import { visibleText } from '@/lib/text/visibleText';

const URL = 'https://example.com/robots.txt';

describe('invisible-character warning', () => {
  it.each([
    [
      'right-to-left override (the issue: reads "Allow: /private/")',
      'Allow: /\u202E/etavirp',
      'U+202E',
    ],
    ['left-to-right embedding', 'Disallow: /a\u202Ab', 'U+202A'],
    ['pop directional formatting', 'Disallow: /a\u202Cb', 'U+202C'],
    ['right-to-left isolate', 'Disallow: /\u2067x\u2069', 'U+2067'],
    ['zero width space', 'Disallow: /adm\u200Bin', 'U+200B'],
    ['zero width joiner', 'Disallow: /a\u200Db', 'U+200D'],
    ['right-to-left mark', 'Disallow: /a\u200F', 'U+200F'],
    ['byte order mark inside a line', 'Disallow: /a\uFEFFb', 'U+FEFF'],
    ['Arabic letter mark', 'Disallow: /a\u061Cb', 'U+061C'],
    ['soft hyphen', 'Disallow: /pri\u00ADvate', 'U+00AD'],
    ['word joiner', 'Disallow: /a\u2060b', 'U+2060'],
    ['Hangul filler (renders blank)', 'Disallow: /a\u3164b', 'U+3164'],
    ['tag character (plane 14)', 'Disallow: /a\u{E0041}b', 'U+E0041'],
    ['in a User-agent line', 'User-agent: Google\u200Bbot', 'U+200B'],
    ['in a comment', '# see /\u202Eetavirp', 'U+202E'],
    ['in a Sitemap line', 'Sitemap: https://example.com/\u202Elmx.s', 'U+202E'],
  ])('%s', (_name, line, code) => {
    const robots = parseRobots(`User-agent: *\n${line}\n`, URL);
    const warning = robots.warnings.find((w) => w.code === 'invisible-character');
    expect(warning?.line).toBe(2);
    expect(warning?.message).toContain(code);
  });

  it.each([
    ['plain ASCII', 'Disallow: /private/'],
    ['non-ASCII letters', 'Allow: /ツ/café'],
    ['Arabic and Hebrew text itself', 'Disallow: /مرحبا/שלום'],
    ['a leading byte order mark (stripped, RFC 9309 §2.2)', '\uFEFFUser-agent: *'],
  ])('no warning for %s', (_name, text) => {
    const robots = parseRobots(`${text}\nDisallow: /x\n`, URL);
    expect(robots.warnings.filter((w) => w.code === 'invisible-character')).toEqual([]);
  });

  it('the rule still reads as crawlers read it: the override is part of the path', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /\u202E/etavirp\n', URL);
    expect(checkUrl(robots, 'https://example.com/private/', 'Bot').allowed).toBe(true);
    expect(checkUrl(robots, 'https://example.com/%E2%80%AE/etavirp', 'Bot').allowed).toBe(false);
  });
});

describe('visibleText / visibleParts', () => {
  it('turns each invisible character into a mark, keeping the rest', () => {
    expect(visibleText('Allow: /\u202E/etavirp')).toBe('Allow: /⟨U+202E⟩/etavirp');
    expect(visibleText('/a\u200B\u200Bb\u{E0041}')).toBe('/a⟨U+200B⟩⟨U+200B⟩b⟨U+E0041⟩');
    expect(visibleText('/ツ/مرحبا')).toBe('/ツ/مرحبا');
  });

  it('splits into parts that name the character', () => {
    expect(visibleParts('/\u202E/x')).toEqual([
      { text: '/' },
      { text: '⟨U+202E⟩', code: 'U+202E', name: 'right-to-left override' },
      { text: '/x' },
    ]);
    expect(visibleParts('')).toEqual([{ text: '' }]);
    expect(visibleParts('plain')).toEqual([{ text: 'plain' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { warningText, warningTitle } from '@/components/reportText';
import { parseRobots } from '@/lib/robots';

// Issue 18: warnings are worded from the engine's code and params, never its English message.
const warningsOf = (text: string) => parseRobots(text, 'https://e.com/robots.txt').warnings;

describe('warningText from the engine', () => {
  it('invisible-character names the character in words (issue 12 item 7: U+202E)', () => {
    const [w] = warningsOf('User-agent: *\nAllow: /\u202Eetavirp\n').filter(
      (x) => x.code === 'invisible-character',
    );
    expect(w?.params).toEqual({ char: 'U+202E' });
    expect(warningText(w as NonNullable<typeof w>)).toBe(
      'This line holds U+202E (right-to-left override), which changes how the text displays without showing: it is marked ⟨U+202E⟩ here, and crawlers read it as part of the line.',
    );
  });

  it('user-agent-wildcard: with and without a token Google reads', () => {
    const found = warningsOf(
      'User-agent: Googlebot*\nDisallow: /\n\nUser-agent: *bot\nDisallow: /\n',
    )
      .filter((x) => x.code === 'user-agent-wildcard')
      .map(warningText);
    expect(found).toEqual([
      'User-agent "Googlebot*" uses * as a wildcard, which robots.txt does not have in User-agent lines: Google\'s parser reads it as "Googlebot" (Scrapy\'s Protego drops the * and matches the rest anywhere in a crawler\'s name).',
      "User-agent \"*bot\" uses * as a wildcard, which robots.txt does not have in User-agent lines: Google's parser applies this group to no crawler (Scrapy's Protego drops the * and matches the rest anywhere in a crawler's name).",
    ]);
  });

  it('a group whose lines differ is titled by its code', () => {
    expect(warningTitle('rule-never-matches')).toBe('Rule never matches');
    expect(warningTitle('a-code-from-the-future')).toBe('a-code-from-the-future');
  });
});

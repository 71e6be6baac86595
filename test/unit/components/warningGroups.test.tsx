// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WarningGroups } from '@/components/WarningGroups';
import { groupWarnings } from '@/components/warningGroups';
import { parseRobots } from '@/lib/robots';
import { CORPUS_DIR, requireShared } from '@/test/support/fixtureData';
import { byTestId, mount } from '@/test/support/mount';

// Issue 14 (round 3 leftover): directive names are case-insensitive (RFC 9309 §2.2), so lines
// that spell one differently in letter case only are one sentence in their warning group.
const warningsOf = (text: string) => parseRobots(text, 'https://e.com/robots.txt').warnings;

describe('groupWarnings: directive names folded by letter case', () => {
  it('"Clean-param" and "Clean-Param" read as one sentence, in the spelling met first', () => {
    const groups = groupWarnings(
      warningsOf('User-agent: *\nClean-Param: a /x\nClean-param: b /y\nCLEAN-PARAM: c /z\n'),
    );
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group?.code).toBe('nonstandard-directive');
    expect(group?.items.map((i) => i.line)).toEqual([2, 3, 4]);
    expect(new Set(group?.items.map((i) => i.message))).toEqual(new Set([group?.message]));
    expect(group?.message).toContain('"Clean-Param"');

    const root = mount(<WarningGroups groups={groups} />);
    const item = byTestId(root, 'warnings')?.querySelector('li[data-code]') as HTMLElement;
    // Said once, then the lines (WarningGroups' "same sentence" form), not the code's title.
    expect(item.querySelector('ul')?.classList.contains('inline')).toBe(true);
    expect(item.querySelector('p')?.textContent).toBe(
      '"Clean-Param" is not part of RFC 9309; Google ignores it, though some crawlers read it. (3 lines)',
    );
  });

  it('different directives in one group keep their own sentences', () => {
    const [group] = groupWarnings(warningsOf('User-agent: *\nHost: e.com\nclean-param: a /x\n'));
    expect(group?.items.map((i) => i.message)).toEqual([
      '"Host" is not part of RFC 9309; Google ignores it, though some crawlers read it.',
      '"clean-param" is not part of RFC 9309; Google ignores it, though some crawlers read it.',
    ]);
  });

  it('typos fold the same way, keeping what they are a typo of', () => {
    const [group] = groupWarnings(warningsOf('User-agent: *\nDissallow: /a\ndissallow: /b\n'));
    expect(group?.code).toBe('typo-directive');
    expect(group?.items.map((i) => i.message)).toEqual([group?.message, group?.message]);
    expect(group?.message).toContain('"Dissallow"');
  });

  it("Yandex's own robots.txt (real corpus 0109, yandex.ru): one Clean-param sentence", () => {
    const text = readFileSync(join(requireShared(CORPUS_DIR), '0109.txt'), 'utf8');
    const spellings = new Set(text.match(/^clean-param(?=\s*:)/gim));
    expect(spellings).toEqual(new Set(['Clean-Param', 'Clean-param']));
    const group = groupWarnings(warningsOf(text)).find((g) => g.code === 'nonstandard-directive');
    const cleanParam = group?.items.filter((i) => /clean-param/i.test(i.message)) ?? [];
    expect(cleanParam.length).toBeGreaterThan(10);
    expect(new Set(cleanParam.map((i) => i.message)).size).toBe(1);
  });
});

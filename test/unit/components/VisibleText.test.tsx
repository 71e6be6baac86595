// @vitest-environment happy-dom
/**
 * Issue 12 item 7: `Allow: /\u202E/etavirp` must not display as "Allow: /private/". Every view
 * of site text shows a bidi control or invisible character as a mark (lib/text/visibleText.ts)
 * and keeps no raw control character in the DOM.
 */
import { describe, expect, it } from 'vitest';
import { CrawlerTable } from '@/components/CrawlerTable';
import { MatchedRule } from '@/components/MatchedRule';
import { RobotsTextView } from '@/components/RobotsTextView';
import { SitemapList } from '@/components/SitemapList';
import { visible } from '@/components/visible';
import { WarningGroups } from '@/components/WarningGroups';
import { groupWarnings } from '@/components/warningGroups';
import { parseRobots } from '@/lib/robots';
import { byTestId, mount } from '@/test/support/mount';

const RLO = '\u202E';
const PATTERN = `/${RLO}/etavirp`;
const SHOWN = '/⟨U+202E⟩/etavirp';
const rule = { directive: 'allow' as const, pattern: PATTERN, line: 2 };

/** The marks rendered inside `el`, and proof that no raw override is left in its text. */
function marks(el: Element | null): string[] {
  expect(el?.textContent).not.toContain(RLO);
  return [...(el?.querySelectorAll('.invisible-char') ?? [])].map((m) => m.textContent ?? '');
}

describe('site text with a right-to-left override', () => {
  it('RobotsTextView shows the line with the mark', () => {
    const root = mount(
      <RobotsTextView text={`User-agent: *\nAllow: ${PATTERN}\n`} line={2} ranges={[]} open />,
    );
    const line = root.querySelector('li.current .lt');
    expect(line?.textContent).toBe(`Allow: ${SHOWN}`);
    expect(marks(line)).toEqual(['⟨U+202E⟩']);
    expect(line?.querySelector('.invisible-char')?.getAttribute('title')).toContain(
      'right-to-left override',
    );
  });

  it.each([
    ['the first paint: marks as plain text (lib/text/visibleText.ts)', undefined, []],
    ['once the later chunk is in: styled, named marks', visible, ['⟨U+202E⟩', '⟨U+202E⟩']],
  ])('MatchedRule shows the rule and a User-agent value with marks: %s', (_, mark, styled) => {
    const root = mount(
      <MatchedRule
        rule={rule}
        group={{ source: 'agent', agents: [{ value: `Bot${RLO}`, line: 1 }], ranges: [] }}
        mark={mark}
      />,
    );
    const el = byTestId(root, 'matched-rule');
    expect(el?.textContent).toBe(
      `Decided by Allow: ${SHOWN} at line 2, under User-agent: Bot⟨U+202E⟩ at line 1.`,
    );
    expect(marks(el)).toEqual(styled);
  });

  it('CrawlerTable shows the rule cell and its title with the mark', () => {
    const root = mount(
      <CrawlerTable
        rows={[{ token: 'Googlebot', verdict: 'allowed', rule }]}
        current="Googlebot"
      />,
    );
    const cell = root.querySelector('.rule-cell');
    // The popup's table puts the rule after the verdict in one cell (issue 14), hence the trim.
    expect(cell?.textContent?.trim()).toBe(`Allow: ${SHOWN} (line 2)`);
    expect(cell?.getAttribute('title')).toBe(`Allow: ${SHOWN}`);
    expect(marks(cell)).toEqual(['⟨U+202E⟩']);
  });

  it("WarningGroups shows the engine's invisible-character warning with the mark", () => {
    const { warnings } = parseRobots(
      `User-agent: *\nAllow: ${PATTERN}\n`,
      'https://e.com/robots.txt',
    );
    const root = mount(<WarningGroups groups={groupWarnings(warnings)} />);
    const item = root.querySelector('[data-code="invisible-character"]');
    expect(item?.querySelector('[data-line]')?.getAttribute('data-line')).toBe('2');
    expect(item?.textContent).toContain('U+202E');
  });

  it('SitemapList shows link text with the mark, the link itself unchanged', () => {
    const url = `https://e.com/${RLO}lmx.pam`;
    const root = mount(<SitemapList sitemaps={[url]} />);
    const link = byTestId(root, 'sitemaps')?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(url);
    expect(link?.textContent).toBe('https://e.com/⟨U+202E⟩lmx.pam');
    expect(marks(link ?? null)).toEqual(['⟨U+202E⟩']);
  });
});

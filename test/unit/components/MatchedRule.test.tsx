// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { MatchedRule } from '@/components/MatchedRule';
import { MAX_VIEW_LINES, RobotsTextView } from '@/components/RobotsTextView';
import { byTestId, click, mount, type } from '@/test/support/mount';
import { ROBOTS_TEXT } from '@/test/support/reports';

describe('MatchedRule (data-testid="matched-rule")', () => {
  it('names the rule, its line and the group line(s), with data-line', () => {
    const root = mount(
      <MatchedRule
        rule={{ directive: 'disallow', pattern: '/private', line: 3 }}
        group={{
          source: 'wildcard',
          agents: [{ value: '*', line: 1 }],
          ranges: [{ start: 1, end: 4 }],
        }}
      />,
    );
    const el = byTestId(root, 'matched-rule');
    expect(el?.dataset.line).toBe('3');
    expect(el?.textContent).toBe(
      'Decided by Disallow: /private at line 3, under User-agent: * at line 1.',
    );
  });

  it('line numbers open the robots.txt view when a handler is given', () => {
    const onLine = vi.fn();
    const root = mount(
      <MatchedRule
        rule={{ directive: 'disallow', pattern: '/private', line: 3 }}
        group={{ source: 'wildcard', agents: [{ value: '*', line: 1 }], ranges: [] }}
        onLine={onLine}
      />,
    );
    click([...root.querySelectorAll('button')].find((b) => b.textContent === 'line 1') as Element);
    expect(onLine).toHaveBeenCalledWith(1);
  });

  it('lists every User-agent line of a merged group, in file order', () => {
    const root = mount(
      <MatchedRule
        rule={{ directive: 'allow', pattern: '/a', line: 9 }}
        group={{
          source: 'agent',
          // The report puts the group holding the rule first; the text reads in file order.
          agents: [
            { value: 'CCBot', line: 7 },
            { value: 'GPTBot', line: 6 },
          ],
          ranges: [{ start: 6, end: 9 }],
        }}
      />,
    );
    expect(root.textContent).toBe(
      'Decided by Allow: /a at line 9, under User-agent: GPTBot at line 6, User-agent: CCBot at line 7.',
    );
  });
});

describe('RobotsTextView', () => {
  it('renders no lines while its section is closed', () => {
    const root = mount(<RobotsTextView text={ROBOTS_TEXT} line={3} ranges={[]} open={false} />);
    expect(root.querySelectorAll('.rl')).toHaveLength(0);
  });

  // Issue 14: line numbers sized to the largest one, so line 10,000 never meets its text.
  it('the number column is as wide as the largest line number', () => {
    const text = Array.from({ length: 12_000 }, (_, i) => `Disallow: /p${i + 1}`).join('\n');
    const root = mount(<RobotsTextView text={text} line={10_500} ranges={[]} open />);
    const box = root.querySelector<HTMLElement>('.robots-lines');
    expect(box?.style.getPropertyValue('--digits')).toBe('5ch');
    expect(root.querySelector('[aria-current="true"] .ln')?.textContent).toBe('10500');
  });

  it('search: only matching lines, with their own numbers, and a count', () => {
    const root = mount(<RobotsTextView text={ROBOTS_TEXT} line={3} ranges={[]} open />);
    type(root.querySelector('input[type="search"]') as HTMLInputElement, 'user-AGENT');
    expect([...root.querySelectorAll('.ln')].map((l) => l.textContent)).toEqual(['1', '6', '7']);
    expect(root.querySelector('.note')?.textContent).toBe('3 lines contain "user-AGENT".');
    type(root.querySelector('input[type="search"]') as HTMLInputElement, 'nothing here');
    expect(root.querySelectorAll('.rl')).toHaveLength(0);
    expect(root.querySelector('.note')?.textContent).toBe('No line contains "nothing here".');
  });

  it('a followed link centres its line (focus) without moving the deciding mark', () => {
    const root = mount(
      <RobotsTextView text={ROBOTS_TEXT} line={3} ranges={[]} open focus={{ line: 10 }} />,
    );
    expect(root.querySelector('.rl.focus .ln')?.textContent).toBe('10');
    expect(root.querySelector('[aria-current="true"] .ln')?.textContent).toBe('3');
  });

  it('numbers lines, marks the deciding line aria-current and shades its group', () => {
    const root = mount(
      <RobotsTextView text={ROBOTS_TEXT} line={3} ranges={[{ start: 1, end: 4 }]} open />,
    );
    const lines = [...root.querySelectorAll<HTMLElement>('.rl')];
    expect(lines).toHaveLength(11);
    expect(lines[2]?.querySelector('.ln')?.textContent).toBe('3');
    expect(lines[2]?.querySelector('.lt')?.textContent).toBe('Disallow: /private');
    const current = root.querySelectorAll('[aria-current="true"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(lines[2]);
    expect(lines.map((l) => l.classList.contains('in-group'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('splits lines as the engine does (CRLF, CR, LF; leading BOM skipped)', () => {
    const root = mount(<RobotsTextView text={'\uFEFFa\r\nb\rc\nd'} line={null} ranges={[]} open />);
    expect([...root.querySelectorAll('.lt')].map((l) => l.textContent)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('renders hostile lines as text nodes only', () => {
    const root = mount(
      <RobotsTextView
        text={'Disallow: /<script>alert(1)</script>\n<img src=x onerror=alert(1)>'}
        line={1}
        ranges={[]}
        open
      />,
    );
    expect(root.querySelector('script, img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('large files: at most MAX_VIEW_LINES lines, around the deciding line, with a note', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `Disallow: /p${i + 1}`).join('\n');
    const root = mount(<RobotsTextView text={text} line={7000} ranges={[]} open />);
    const lines = root.querySelectorAll('.rl');
    expect(lines).toHaveLength(MAX_VIEW_LINES);
    expect(root.querySelector('[aria-current="true"] .lt')?.textContent).toBe('Disallow: /p7000');
    expect(root.querySelector('.note')?.textContent).toBe(
      'Showing lines 6000–7999 of 10000, around line 7000.',
    );
  });
});

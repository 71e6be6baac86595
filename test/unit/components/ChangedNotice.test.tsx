// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ChangedNotice } from '@/components/ChangedNotice';
import type { Changed } from '@/lib/report';
import { byTestId, click, mount } from '../../support/mount';

// DESIGN.md "The popup's test contract": `changed`.
const CHANGED: Changed = {
  added: 2,
  removed: 1,
  since: '2026-11-01T08:30:00.000Z',
  previousSha256: 'b'.repeat(64),
  lines: [
    { kind: 'removed', line: 2, text: 'Disallow: /old' },
    { kind: 'added', line: 2, text: '<img src=x onerror=alert(1)>' },
    { kind: 'added', line: 3, text: 'Allow: /new' },
  ],
  truncated: false,
  approximate: false,
};

describe('ChangedNotice', () => {
  it('carries the contract attributes and the diff one click away, as text', () => {
    const root = mount(<ChangedNotice changed={CHANGED} workbenchHref="workbench.html?origin=x" />);
    const el = byTestId(root, 'changed') as HTMLDetailsElement;
    expect(el.tagName).toBe('DETAILS');
    expect([el.dataset.added, el.dataset.removed, el.dataset.since]).toEqual([
      '2',
      '1',
      CHANGED.since,
    ]);
    expect(el.querySelector('summary')?.textContent).toBe(
      'robots.txt changed since 2026-11-01 08:30 UTC: +2 −1 lines',
    );
    const items = [...el.querySelectorAll('li')].map((li) => [li.dataset.kind, li.textContent]);
    expect(items).toEqual([
      ['removed', '−2Disallow: /old'],
      ['added', '+2<img src=x onerror=alert(1)>'],
      ['added', '+3Allow: /new'],
    ]);
    expect(el.querySelector('img')).toBeNull();
    click(el.querySelector('summary') as HTMLElement);
    expect(el.open).toBe(true);
  });
});

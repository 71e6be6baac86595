import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../../lib/workbench';

describe('lineDiff (jsdiff diffLines)', () => {
  it('numbers added lines in the new version and removed lines in the old one', () => {
    const diff = lineDiff(
      'User-agent: *\nDisallow: /a\n',
      'User-agent: *\r\nDisallow: /b\r\nAllow: /c',
    );
    expect(diff).toMatchObject({ added: 2, removed: 1, approximate: false });
    expect(diff.lines).toEqual([
      { kind: 'same', line: 1, text: 'User-agent: *' },
      { kind: 'removed', line: 2, text: 'Disallow: /a' },
      { kind: 'added', line: 2, text: 'Disallow: /b' },
      { kind: 'added', line: 3, text: 'Allow: /c' },
    ]);
  });

  it('says nothing changed for the same lines with other line endings', () => {
    expect(lineDiff('a\nb\n', 'a\r\nb')).toMatchObject({ added: 0, removed: 0 });
  });

  it('gives counts within its time budget for two large files that share nothing', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `Disallow: /a/${i}`).join('\n');
    const b = Array.from({ length: 20_000 }, (_, i) => `Disallow: /b/${i}`).join('\n');
    const diff = lineDiff(a, b);
    expect([diff.added, diff.removed]).toEqual([20_000, 20_000]);
  });
});

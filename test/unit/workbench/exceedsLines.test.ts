import { describe, expect, it } from 'vitest';
import { capDraft, exceedsLines } from '../../../lib/workbench';

describe('exceedsLines', () => {
  it.each([
    ['a\nb\nc', 3, false],
    ['a\nb\nc\n', 3, false],
    ['a\nb\nc\nd', 3, true],
    ['', 1, false],
  ])('%j over %i lines → %s', (text, max, expected) => {
    expect(exceedsLines(text, max)).toBe(expected);
  });
});

describe('capDraft (RFC 9309 §2.5: a parser may stop at 500 KiB)', () => {
  it('keeps a draft within 500 KiB as is', () => {
    expect(capDraft('User-agent: *\nDisallow: /\n')).toEqual({
      text: 'User-agent: *\nDisallow: /\n',
      cut: null,
    });
  });

  it('cuts a 5 MB draft at a line end within 500 KiB, and says so', () => {
    const { text, cut } = capDraft(`User-agent: *\n${'Disallow: /x\n'.repeat(400_000)}`);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(500 * 1024);
    expect(text.endsWith('Disallow: /x\n')).toBe(true);
    expect(cut).toEqual({
      totalBytes: 14 + 13 * 400_000,
      capBytes: 500 * 1024,
      keptLines: 39_384,
      keptBytes: 14 + 13 * 39_383,
    });
  });
});

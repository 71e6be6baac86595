import { describe, expect, it } from 'vitest';
import { planEviction, type StoredEntry, storedSize } from '@/lib/cache/planEviction';

const e = (origin: string, lastUsedAt: number, size = 100): StoredEntry => ({
  origin,
  lastUsedAt,
  size,
});

// Issue 4: "a bounded store (least recently used origins evicted)".
describe('planEviction', () => {
  it.each<[string, StoredEntry[], { maxEntries: number; maxTotalBytes: number }, string, string[]]>(
    [
      [
        'within both limits: nothing',
        [e('a', 1), e('b', 2)],
        { maxEntries: 2, maxTotalBytes: 200 },
        'b',
        [],
      ],
      [
        'one over the count: the least recently used',
        [e('a', 3), e('b', 1), e('c', 2)],
        { maxEntries: 2, maxTotalBytes: 1e9 },
        'a',
        ['b'],
      ],
      [
        'two over the count',
        [e('a', 3), e('b', 1), e('c', 2), e('d', 4)],
        { maxEntries: 2, maxTotalBytes: 1e9 },
        'd',
        ['b', 'c'],
      ],
      [
        'over the bytes: until the total fits',
        [e('a', 1, 500), e('b', 2, 300), e('c', 3, 300)],
        { maxEntries: 10, maxTotalBytes: 700 },
        'c',
        ['a'],
      ],
      [
        'over the bytes by a lot',
        [e('a', 1, 500), e('b', 2, 300), e('c', 3, 300)],
        { maxEntries: 10, maxTotalBytes: 300 },
        'c',
        ['a', 'b'],
      ],
      [
        'never the entry just written, even if oldest',
        [e('new', 0), e('b', 1), e('c', 2)],
        { maxEntries: 2, maxTotalBytes: 1e9 },
        'new',
        ['b'],
      ],
      [
        'ties go by origin',
        [e('b', 1), e('a', 1), e('c', 5)],
        { maxEntries: 2, maxTotalBytes: 1e9 },
        'c',
        ['a'],
      ],
      [
        'the kept entry alone over the budget: everything else goes',
        [e('big', 9, 900), e('a', 1, 10)],
        { maxEntries: 10, maxTotalBytes: 500 },
        'big',
        ['a'],
      ],
    ],
  )('%s', (_, entries, limits, keep, victims) => {
    expect(planEviction(entries, limits, keep)).toEqual(victims);
  });
});

describe('storedSize', () => {
  it('counts UTF-8 bytes of the key and the JSON value (as Chrome counts quota)', () => {
    expect(storedSize('k', { a: 'é' })).toBe(1 + '{"a":"é"}'.length + 1);
    expect(storedSize('robots:x', 'a\nb')).toBe(8 + 6); // "a\nb" in JSON is 6 characters
  });
});

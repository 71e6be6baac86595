import { describe, expect, it } from 'vitest';
import type { SnapshotState } from '@/lib/cache';
import { DEFAULT_WINDOWS, snapshotState } from '@/lib/cache/snapshotState';

const H = 3_600_000;
const T0 = 1_700_000_000_000;

// docs/design.md "Cache": fresh ≤ 6 h, stale-usable ≤ 24 h, stale-degraded ≤ 3 days, then expired.
// Each boundary at exactly the limit (inclusive) and 1 ms past.
describe('snapshotState with the default windows', () => {
  it('the defaults are 6 h, 24 h, 3 days', () => {
    expect(DEFAULT_WINDOWS).toEqual({ freshMs: 6 * H, staleMs: 24 * H, degradedMs: 72 * H });
  });

  it.each<[string, number, SnapshotState]>([
    ['just fetched', 0, 'fresh'],
    ['1 ms old', 1, 'fresh'],
    ['exactly 6 h', 6 * H, 'fresh'],
    ['6 h + 1 ms', 6 * H + 1, 'stale'],
    ['exactly 24 h', 24 * H, 'stale'],
    ['24 h + 1 ms', 24 * H + 1, 'degraded'],
    ['exactly 3 days', 72 * H, 'degraded'],
    ['3 days + 1 ms', 72 * H + 1, 'expired'],
    ['a year', 365 * 24 * H, 'expired'],
    ['fetched in the future (clock set back): unknown age, used and refreshed', -1, 'stale'],
  ])('%s → %s', (_, age, state) => {
    expect(snapshotState({ fetchedAt: T0 }, T0 + age, DEFAULT_WINDOWS)).toBe(state);
  });
});

describe('snapshotState with configured windows (settings)', () => {
  const windows = { freshMs: 1_000, staleMs: 2_000, degradedMs: 3_000 };
  it.each<[number, SnapshotState]>([
    [1_000, 'fresh'],
    [1_001, 'stale'],
    [2_000, 'stale'],
    [2_001, 'degraded'],
    [3_000, 'degraded'],
    [3_001, 'expired'],
  ])('age %i ms → %s', (age, state) => {
    expect(snapshotState({ fetchedAt: T0 }, T0 + age, windows)).toBe(state);
  });

  it('collapsed windows skip the empty states', () => {
    const none = { freshMs: 0, staleMs: 0, degradedMs: 0 };
    expect(snapshotState({ fetchedAt: T0 }, T0, none)).toBe('fresh');
    expect(snapshotState({ fetchedAt: T0 }, T0 + 1, none)).toBe('expired');
  });
});

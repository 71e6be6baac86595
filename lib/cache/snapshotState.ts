import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import type { Snapshot, SnapshotState } from './snapshotTypes';
import type { Windows } from './types';

/** The cache's windows from the settings' (the hard expiry ends the stale-degraded window). */
export function windowsOf(s: Pick<Settings, 'freshMs' | 'staleMs' | 'expireMs'>): Windows {
  return { freshMs: s.freshMs, staleMs: s.staleMs, degradedMs: s.expireMs };
}

/** docs/design.md "Cache": fresh ≤ 6 h, stale-usable ≤ 24 h, stale-degraded ≤ 3 days, then expired. */
export const DEFAULT_WINDOWS: Windows = windowsOf(DEFAULT_SETTINGS);

/**
 * The state of a snapshot at `now`. Each window's end is inclusive. A `fetchedAt` in the future
 * (the clock was set back) makes the age unknown: stale, so it is used and refreshed at once.
 */
export function snapshotState(
  snapshot: Pick<Snapshot, 'fetchedAt'>,
  now: number,
  windows: Windows,
): SnapshotState {
  const age = now - snapshot.fetchedAt;
  if (age < 0) return 'stale';
  if (age <= windows.freshMs) return 'fresh';
  if (age <= windows.staleMs) return 'stale';
  if (age <= windows.degradedMs) return 'degraded';
  return 'expired';
}

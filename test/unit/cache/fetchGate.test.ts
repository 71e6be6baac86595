import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/cache';
import { type FetchGate, fetchGate } from '@/lib/cache/fetchGate';

const T = 1_700_000_000_000;
const snap = (checkedAt: number, retryAfter: number | null = null) =>
  ({ checkedAt, retryAfter }) as Snapshot;

// docs/design.md "Cache": at most one fetch per origin per 10 s; "Retry-After on 429/503 postpones
// the next fetch".
describe('fetchGate', () => {
  it.each<[string, Snapshot | null, FetchGate]>([
    ['first sight', null, { ok: true }],
    ['checked just now', snap(T), { ok: false, reason: 'min-interval', retryInMs: 10_000 }],
    ['checked 9,999 ms ago', snap(T - 9_999), { ok: false, reason: 'min-interval', retryInMs: 1 }],
    ['checked exactly 10 s ago', snap(T - 10_000), { ok: true }],
    ['checked an hour ago', snap(T - 3_600_000), { ok: true }],
    [
      'Retry-After 1 min ahead',
      snap(T - 60_000, T + 60_000),
      { ok: false, reason: 'retry-after', retryInMs: 60_000 },
    ],
    [
      'Retry-After 1 ms ahead',
      snap(T - 60_000, T + 1),
      { ok: false, reason: 'retry-after', retryInMs: 1 },
    ],
    ['Retry-After reached', snap(T - 60_000, T), { ok: true }],
    [
      'Retry-After beats the interval',
      snap(T - 1_000, T + 30_000),
      { ok: false, reason: 'retry-after', retryInMs: 30_000 },
    ],
    [
      'checkedAt in the future (clock set back) does not block for good',
      snap(T + 3_600_000),
      { ok: true },
    ],
    [
      'Retry-After over 24 h away (clock set back) is ignored',
      snap(T - 60_000, T + 25 * 3_600_000),
      { ok: true },
    ],
  ])('%s', (_, snapshot, expected) => {
    expect(fetchGate(snapshot, T, 10_000)).toEqual(expected);
  });
});

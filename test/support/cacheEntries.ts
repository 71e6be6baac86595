import type { CacheEntrySummary } from '@/lib/cache/types';

export const SHA_A = `${'a'.repeat(12)}${'0123456789abcdef'.repeat(3)}0123`;
export const SHA_B = 'b'.repeat(64);

/** One cache inspector row; every field can be overridden. */
export function entry(over: Partial<CacheEntrySummary> = {}): CacheEntrySummary {
  return {
    origin: 'https://example.com',
    status: 'fetched',
    state: 'fresh',
    httpStatus: 200,
    ageMs: 3 * 60_000,
    fetchedAt: 1_000_000,
    checkedAt: 1_000_000,
    lastUsedAt: 1_000_000,
    bytes: 1536,
    storedBytes: 2048,
    sha256: SHA_A,
    lastAttempt: null,
    ...over,
  };
}

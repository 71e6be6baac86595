import { describe, expect, it } from 'vitest';
import {
  formatTotal,
  refreshOutcome,
  shortSha,
  statusText,
  totalStoredBytes,
} from '@/components/options/cacheFormat';
import { formatBytes } from '@/lib/formatBytes';
import { entry, SHA_A } from '@/test/support/cacheEntries';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [421_888, '412 KiB'],
    [4 * 1024 * 1024, '4 MiB'],
    [5 * 1024 * 1024 + 512 * 1024, '5.5 MiB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('cache inspector text', () => {
  it('shows the first 12 hex digits of the SHA-256', () => {
    expect(shortSha(SHA_A)).toBe('aaaaaaaaaaaa');
  });

  it('totals the stored bytes against the bound ("412 KiB of 4 MiB")', () => {
    const rows = [entry({ storedBytes: 400 * 1024 }), entry({ storedBytes: 12 * 1024 })];
    expect(totalStoredBytes(rows)).toBe(412 * 1024);
    expect(formatTotal(rows, 4 * 1024 * 1024)).toBe('412 KiB of 4 MiB');
    expect(formatTotal([], 4 * 1024 * 1024)).toBe('0 B of 4 MiB');
  });

  const attempt = (cause: 'timeout' | 'server-error', httpStatus: number | null) => ({
    at: 2,
    httpStatus,
    cause,
    error: 'x',
  });
  it.each([
    ['fetched', entry(), 'fetched (HTTP 200)'],
    ['absent', entry({ status: 'absent', httpStatus: 404 }), 'absent (HTTP 404)'],
    [
      'unavailable, 503',
      entry({ status: 'unavailable', httpStatus: 503, lastAttempt: attempt('server-error', 503) }),
      'unavailable (server error, HTTP 503)',
    ],
    [
      'unavailable, timeout',
      entry({ status: 'unavailable', httpStatus: null, lastAttempt: attempt('timeout', null) }),
      'unavailable (timeout)',
    ],
    [
      'kept after a failed refresh',
      entry({ lastAttempt: attempt('timeout', null) }),
      'fetched (HTTP 200); last try: timeout',
    ],
  ])('status: %s', (_name, row, text) => {
    expect(statusText(row)).toBe(text);
  });
});

describe('refreshOutcome', () => {
  const o = 'https://example.com';
  it('says what the refetch found', () => {
    expect(refreshOutcome(o, [entry()], [entry({ checkedAt: 2_000_000 })])).toBe(
      'Refreshed https://example.com: fetched (HTTP 200).',
    );
  });
  it('says when the cache declined to fetch (10 s rule, Retry-After)', () => {
    expect(refreshOutcome(o, [entry()], [entry()])).toContain('was not refetched');
  });
  it('says when the origin left the cache', () => {
    expect(refreshOutcome(o, [entry()], [])).toBe('https://example.com is no longer in the cache.');
  });
});

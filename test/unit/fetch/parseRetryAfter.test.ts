import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '@/lib/fetch/parseRetryAfter';

const NOW = Date.parse('2025-01-01T00:00:00Z');

// RFC 9110 §10.2.3: Retry-After = HTTP-date / delay-seconds.
describe('parseRetryAfter', () => {
  it.each<[string | null, number | null]>([
    [null, null],
    ['120', NOW + 120_000],
    [' 5 ', NOW + 5_000],
    ['0', null], // nothing to wait for
    ['Wed, 01 Jan 2025 00:10:00 GMT', NOW + 600_000], // IMF-fixdate
    ['Wednesday, 01-Jan-25 00:10:00 GMT', NOW + 600_000], // obsolete RFC 850 form
    ['Tue, 31 Dec 2024 23:00:00 GMT', null], // in the past
    ['86400', NOW + MAX_RETRY_AFTER_MS], // exactly the cap
    ['999999999', NOW + MAX_RETRY_AFTER_MS], // capped at 24 h
    ['Fri, 01 Jan 2100 00:00:00 GMT', NOW + MAX_RETRY_AFTER_MS],
    ['-5', null],
    ['1.5', null], // not delay-seconds, and Date.parse would read it as a date
    ['10 seconds', null],
    ['soon', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

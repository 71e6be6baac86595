import { DAY_MS } from '@/lib/time';
/** A server may not postpone us for longer than this (a typo like `Retry-After: 99999999` happens). */
export const MAX_RETRY_AFTER_MS = DAY_MS;

/**
 * `Retry-After` (RFC 9110 §10.2.3) as the epoch ms before which the origin must not be fetched:
 * delay-seconds or an HTTP-date, capped at 24 h from `now`. Null when absent, unreadable or past.
 */
export function parseRetryAfter(
  value: string | null,
  now: number,
  maxMs = MAX_RETRY_AFTER_MS,
): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  let at: number;
  if (/^\d+$/.test(trimmed)) {
    at = now + Number(trimmed) * 1000;
  } else {
    // An HTTP-date always names its weekday or month; refusing bare numbers-with-junk keeps
    // Date.parse's lenient guesses ("1.5" → a date in 2001) out.
    if (!/[a-z]{3}/i.test(trimmed)) return null;
    at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
  }
  if (at <= now) return null;
  return Math.min(at, now + maxMs);
}

/** The tests' clock: a fixed start and the durations of lib/time (one definition of each). */
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@/lib/time';

/** A fixed "now" for tests that start a clock (2023-11-14T22:13:20Z). */
export const T0 = 1_700_000_000_000;

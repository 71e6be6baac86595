/** Fetch latencies needed before a measured pace is offered: one or two are noise (issue 14). */
export const MIN_PACE_SAMPLES = 3;

/**
 * With no declared delay, pace by the server's own speed the way Scrapy's AutoThrottle
 * does at concurrency 1: one request per median response time, never below the floor.
 */
export function suggestedPace(
  latenciesMs: number[],
  limits: { floor: number; ceiling: number },
): number {
  if (latenciesMs.length === 0) return limits.floor;
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  const seconds = Math.round(median / 100) / 10;
  return Math.min(limits.ceiling, Math.max(limits.floor, seconds));
}

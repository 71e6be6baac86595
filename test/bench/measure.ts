/** Shared timing helpers for the benchmarks: median of repeated runs, printed in ms. */
export function timeMedian(runs: number, fn: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function timeMedianAsync(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

export function row(label: string, value: string): void {
  console.log(`  ${label.padEnd(58)} ${value}`);
}

/**
 * Fastest and median CPU time of `runs` calls (process.cpuUsage: this process, every thread, so
 * garbage collection counts). Unlike wall time it leaves out waiting for a core, which on a
 * shared machine can be most of a wall-clock figure.
 */
export function cpuSpread(runs: number, fn: () => unknown): string {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return `${fmt(times[0] ?? Number.NaN)} / ${fmt(times[runs >> 1] ?? Number.NaN)}`;
}

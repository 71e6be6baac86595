import fc from 'fast-check';
import { afterAll, it } from 'vitest';

/**
 * Property tests with a run budget: `npm test` runs FUZZ_RUNS = 200 cases per property (some
 * properties scale it), `npm run fuzz` sets FUZZ_RUNS=100000 and then each file prints how many cases
 * actually ran (shrinking included) and how long they took.
 */
export const RUNS = Math.max(1, Math.floor(Number(process.env.FUZZ_RUNS) || 200));
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

export function fuzzSuite(file: string) {
  const counts = new Map<string, number>();
  let ms = 0;
  afterAll(() => {
    // A passing run is quiet; `npm run fuzz` (FUZZ_RUNS set) prints what was tried.
    if (!process.env.FUZZ_RUNS) return;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const each = [...counts].map(([name, n]) => `  ${n.toLocaleString('en-US')}  ${name}`);
    console.log(
      `fuzz ${file}: ${total.toLocaleString('en-US')} cases in ${(ms / 1000).toFixed(1)} s (FUZZ_RUNS=${RUNS})\n${each.join('\n')}`,
    );
  });
  /** One property: `predicate` throws (an `expect`) to fail; `scale` multiplies the run budget. */
  return function property<T>(
    name: string,
    arbitrary: fc.Arbitrary<T>,
    predicate: (value: T) => void,
    scale = 1,
  ) {
    const numRuns = Math.max(1, Math.ceil(RUNS * scale));
    it(
      name,
      () => {
        counts.set(name, 0);
        const started = performance.now();
        try {
          fc.assert(
            fc.property(arbitrary, (value) => {
              counts.set(name, (counts.get(name) ?? 0) + 1);
              predicate(value);
            }),
            { numRuns, seed: SEED },
          );
        } finally {
          ms += performance.now() - started;
        }
      },
      // ~1 ms a case at worst, with room for a loaded machine.
      Math.max(10_000, numRuns * 5),
    );
  };
}

/**
 * The wildcard matcher (lib/robots/pieceScan.ts, issue 12 item 2), both its per-rule test and
 * its one-pass scan, against the
 * brute-force RFC 9309 §2.2.2–§2.2.3 matcher on groups of many rules and long paths over a
 * three-letter alphabet: pieces that repeat, overlap, nest as suffixes of one another and are
 * shared by many rules, so rules wait, move on and wait again for the same piece.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { checkUrl, matchPath, parseRobots } from '@/lib/robots';
import { compileRules, decide } from '@/lib/robots/match';
import { ORIGIN, ROBOTS_URL } from './arbitraries';
import { fuzzSuite } from './fuzz';
import { referenceVerdict } from './referenceMatch';

const property = fuzzSuite('matcher');

const letters = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom('a', 'b', '/'), maxLength });
const wildcardPattern = fc
  .tuple(
    fc.constantFrom('/', '*', '/a', '/ab'),
    fc.array(letters(4), { minLength: 1, maxLength: 5 }),
    fc.boolean(),
  )
  .map(
    ([head, pieces, anchored]) =>
      `${head}${pieces.map((p) => `*${p}`).join('')}${anchored ? '$' : ''}`,
  );

property(
  'many wildcard rules on a long path: the verdict and deciding rule equal brute force',
  fc.tuple(
    fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow'), wildcardPattern), {
      minLength: 1,
      maxLength: 40,
    }),
    letters(80).map((s) => `/${s}`),
  ),
  ([rules, path]) => {
    const text = `User-agent: *\n${rules.map(([d, r]) => `${d}: ${r}`).join('\n')}\n`;
    const robots = parseRobots(text, ROBOTS_URL);
    const verdict = checkUrl(robots, ORIGIN + path, 'bot');
    const expected = referenceVerdict(robots, ORIGIN + path, 'bot');
    expect(verdict.allowed).toBe(expected ? expected.allow : true);
    expect(verdict.rule?.pattern.length).toBe(expected?.length);
    // The same rules through the one-pass scan, which checkUrl keeps for bigger inputs: after
    // the filter by pieces (paths up to 64 Ki characters) and without it (longer paths).
    const group = robots.groups[0]?.rules ?? [];
    for (const filterLength of [Number.POSITIVE_INFINITY, 0]) {
      const scanned = decide(
        compileRules(group, { directWork: 0, filterLength }),
        matchPath(ORIGIN + path),
      );
      expect(scanned?.rule.line).toBe(verdict.rule?.line);
    }
  },
  2,
);

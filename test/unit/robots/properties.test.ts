/**
 * Property tests (fast-check). FUZZ_RUNS raises the number of runs (`npm run fuzz`-style);
 * the default keeps the unit suite quick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  listSitemaps,
  parseRobots,
  resolveCrawlDelay,
  selectGroups,
} from '../../../lib/robots';

const RUNS = Number(process.env.FUZZ_RUNS) || 300;
const ORIGIN = 'https://example.com';

const directiveLine = fc.tuple(
  fc.constantFrom(
    'User-agent',
    'Allow',
    'Disallow',
    'Crawl-delay',
    'Sitemap',
    'Dissalow',
    'Host',
    'useragent',
  ),
  fc.constantFrom(': ', ':', ' ', '\t:'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const robotsText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(
      fc.oneof(
        directiveLine.map(([k, sep, v]) => `${k}${sep}${v}`),
        fc.constantFrom(
          '',
          '# comment',
          'User-agent: *',
          'Disallow: /',
          'Allow: /*$',
          '\0',
          '\ufeff',
        ),
      ),
      { maxLength: 30 },
    )
    .chain((lines) => fc.constantFrom('\n', '\r\n', '\r').map((eol) => lines.join(eol))),
);
const agent = fc.oneof(
  fc.constantFrom(
    '*',
    'Googlebot',
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'a',
    'MJ12bot',
    '',
  ),
  fc.string({ maxLength: 20 }),
);
const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

describe('totality', () => {
  it('parseRobots never throws and gives structured-clone-safe data', () => {
    fc.assert(
      fc.property(robotsText, (text) => {
        const robots = parseRobots(text, `${ORIGIN}/robots.txt`);
        expect(structuredClone(robots)).toEqual(robots);
        for (const w of robots.warnings) expect(w.line).toBeLessThanOrEqual(robots.lineCount);
      }),
      { numRuns: RUNS },
    );
  });

  it('checkUrl, resolveCrawlDelay, listSitemaps and selectGroups are total', () => {
    fc.assert(
      fc.property(robotsText, url, agent, (text, u, a) => {
        const robots = parseRobots(text, `${ORIGIN}/robots.txt`);
        const verdict = checkUrl(robots, u, a);
        expect(typeof verdict.allowed).toBe('boolean');
        expect(verdict.path?.startsWith('/')).toBe(true);
        if (verdict.rule) expect(verdict.allowed).toBe(verdict.rule.directive === 'allow');
        expect(typeof resolveCrawlDelay(robots, a).reason).toBe('string');
        expect(Array.isArray(listSitemaps(robots))).toBe(true);
        expect(Array.isArray(selectGroups(robots, a).indexes)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * A path a browser could send verbatim in our model: starts with `/`, no `*`/`$` (specials), no
 * `#` (comment / fragment), no whitespace or line breaks (trimmed or split), no NUL, and no
 * lower-case escape (Google upper-cases it in the rule only; that rule is warned instead).
 */
const literalPath = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((s) => `/${s}`)
  .filter(
    (p) =>
      !/[*$#\s\0]/.test(p) &&
      !/%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/.test(p) &&
      p !== '/robots.txt' &&
      !p.startsWith('/robots.txt?'),
  );

describe('matching properties (RFC 9309 §2.2.2)', () => {
  it('a lone Disallow: p blocks the literal path p', () => {
    fc.assert(
      fc.property(literalPath, (p) => {
        const robots = parseRobots(`User-agent: *\nDisallow: ${p}\n`, `${ORIGIN}/robots.txt`);
        const verdict = checkUrl(robots, ORIGIN + p, 'AnyBot');
        expect(verdict.allowed).toBe(false);
        expect(verdict.rule?.line).toBe(2);
      }),
      { numRuns: RUNS },
    );
  });

  it('Allow wins an exact tie, whatever the order', () => {
    fc.assert(
      fc.property(literalPath, fc.boolean(), (p, allowFirst) => {
        const rules = allowFirst ? `Allow: ${p}\nDisallow: ${p}` : `Disallow: ${p}\nAllow: ${p}`;
        const robots = parseRobots(`User-agent: *\n${rules}\n`, `${ORIGIN}/robots.txt`);
        const verdict = checkUrl(robots, ORIGIN + p, 'AnyBot');
        expect(verdict.allowed).toBe(true);
        expect(verdict.rule?.directive).toBe('allow');
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * Reference semantics of a pattern, straight from RFC 9309 §2.2.3 as Google's matcher implements
 * them: the set of path positions the pattern prefix can reach, `*` reaching every later one.
 * O(pattern × path) — the cost our greedy matcher avoids; it must give the same answers.
 */
function referenceMatch(pattern: string, path: string): boolean {
  let reach = new Set([0]);
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '$' && i === pattern.length - 1) return reach.has(path.length);
    const next = new Set<number>();
    if (ch === '*') {
      const from = Math.min(...reach);
      for (let k = from; k <= path.length; k++) next.add(k);
    } else {
      for (const k of reach) if (path[k] === ch) next.add(k + 1);
    }
    if (next.size === 0) return false;
    reach = next;
  }
  return true;
}

describe('the greedy wildcard matcher equals the reference semantics', () => {
  const pattern = fc
    .tuple(
      fc.constantFrom('/', '*'),
      fc.string({ unit: fc.constantFrom('a', 'b', '*', '$'), maxLength: 8 }),
    )
    .map(([first, rest]) => first + rest);
  // A small alphabet makes overlaps (the cases greedy matching could get wrong) frequent.
  const path = fc
    .string({ unit: fc.constantFrom('a', 'b', '$'), maxLength: 8 })
    .map((s) => `/${s}`);
  it('on random patterns and paths', () => {
    fc.assert(
      fc.property(pattern, path, (pat, p) => {
        const robots = parseRobots(`User-agent: *\nDisallow: ${pat}\n`, `${ORIGIN}/robots.txt`);
        expect(checkUrl(robots, ORIGIN + p, 'Bot').allowed).toBe(!referenceMatch(pat, p));
      }),
      { numRuns: RUNS * 10 },
    );
  });
});

describe('crawl-delay properties', () => {
  it('seconds stay within [floor, ceiling]', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.double().map(String), fc.nat().map(String)),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (raw, floor, span) => {
          const limits = { floor, ceiling: floor + span };
          const robots = parseRobots(
            `User-agent: *\nCrawl-delay: ${raw}\n`,
            `${ORIGIN}/robots.txt`,
          );
          const delay = resolveCrawlDelay(robots, 'Bot', limits);
          expect(delay.seconds).toBeGreaterThanOrEqual(limits.floor);
          expect(delay.seconds).toBeLessThanOrEqual(limits.ceiling);
          expect(delay.flagged).toBe(delay.declared !== null && delay.declared > limits.ceiling);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

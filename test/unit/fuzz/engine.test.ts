/**
 * Property tests of the engine (issue 8; moved here from test/unit/robots/properties.test.ts and
 * extended): parseRobots / checkUrl / resolveCrawlDelay on generated files, URLs and tokens.
 * `npm test` runs a few hundred cases per property, `npm run fuzz` 100,000 (FUZZ_RUNS).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  checkUrl,
  createUrlGate,
  listSitemaps,
  parseRobots,
  resolveCrawlDelay,
  selectGroups,
} from '@/lib/robots';
import { agent, anyText, ORIGIN, ROBOTS_URL, robotsText, url } from './arbitraries';
import { fuzzSuite } from './fuzz';
import { referenceVerdict } from './referenceMatch';

const property = fuzzSuite('engine');

// --- Totality: nothing a stranger writes or a caller passes makes the engine throw. ---

property('parseRobots never throws and gives structured-clone-safe data', robotsText, (text) => {
  const robots = parseRobots(text, ROBOTS_URL);
  expect(structuredClone(robots)).toEqual(robots);
  for (const w of robots.warnings) expect(w.line).toBeLessThanOrEqual(robots.lineCount);
});

property(
  'checkUrl, resolveCrawlDelay, listSitemaps and selectGroups are total',
  fc.tuple(robotsText, url, agent),
  ([text, u, a]) => {
    const robots = parseRobots(text, ROBOTS_URL);
    const verdict = checkUrl(robots, u, a);
    expect(typeof verdict.allowed).toBe('boolean');
    expect(verdict.path?.startsWith('/')).toBe(true);
    if (verdict.rule) expect(verdict.allowed).toBe(verdict.rule.directive === 'allow');
    expect(typeof resolveCrawlDelay(robots, a).reason).toBe('string');
    for (const s of listSitemaps(robots)) expect(s).toMatch(/^https?:\/\//);
    expect(Array.isArray(selectGroups(robots, a).indexes)).toBe(true);
  },
);

// Issue 17: the sitemap explorer's gate skips the verdict's words, never its answer.
property(
  'createUrlGate answers what checkUrl answers',
  fc.tuple(robotsText, fc.array(url, { minLength: 1, maxLength: 8 }), agent),
  ([text, urls, a]) => {
    const robots = parseRobots(text, ROBOTS_URL);
    const gate = createUrlGate(robots, a);
    for (const u of urls) expect(gate(u)).toBe(checkUrl(robots, u, a).allowed);
  },
);

property(
  'checkUrl answers the same whatever was checked before (matcher and selection caches)',
  fc.tuple(robotsText, fc.array(fc.tuple(url, agent), { minLength: 1, maxLength: 12 })),
  ([text, checks]) => {
    const shared = parseRobots(text, ROBOTS_URL);
    for (const [u, a] of checks) {
      const fresh = checkUrl(parseRobots(text, ROBOTS_URL), u, a);
      expect(checkUrl(shared, u, a)).toEqual(fresh);
    }
  },
);

// --- Matching (RFC 9309 §2.2.2). ---

/**
 * A path written literally into `Disallow:`: any characters (`*` included: it matches itself;
 * non-ASCII and lone surrogates: encoded alike in rule and URL), except what the format itself
 * gives meaning to: line breaks and NUL (end the line), `#` (comment; in a URL, the fragment),
 * trailing whitespace (trimmed), a final `$` (end anchor), and lower-case escapes (Google
 * upper-cases them in the rule only; warned as never matching). `/robots.txt` is always allowed.
 */
const literalPath = anyText(60)
  .map((s) => `/${s}`)
  .filter(
    (p) =>
      !/[#\0\n\r]/.test(p) &&
      !/[\t\v\f $]$/.test(p) &&
      !/%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/.test(p) &&
      p !== '/robots.txt' &&
      !p.startsWith('/robots.txt?'),
  );

property('a lone Disallow: p blocks the literal path p', literalPath, (p) => {
  const robots = parseRobots(`User-agent: *\nDisallow: ${p}\n`, ROBOTS_URL);
  const verdict = checkUrl(robots, ORIGIN + p, 'AnyBot');
  expect(verdict.allowed).toBe(false);
  expect(verdict.rule?.line).toBe(2);
});

property(
  'Allow wins an exact tie, whatever the order',
  fc.tuple(literalPath, fc.boolean()),
  ([p, allowFirst]) => {
    const rules = allowFirst ? `Allow: ${p}\nDisallow: ${p}` : `Disallow: ${p}\nAllow: ${p}`;
    const robots = parseRobots(`User-agent: *\n${rules}\n`, ROBOTS_URL);
    const verdict = checkUrl(robots, ORIGIN + p, 'AnyBot');
    expect(verdict.allowed).toBe(true);
    expect(verdict.rule?.directive).toBe('allow');
  },
);

// A small alphabet makes overlaps (what greedy matching or the index could get wrong) frequent.
const pattern = fc
  .tuple(
    fc.constantFrom('/', '*', '', 'a'),
    fc.string({ unit: fc.constantFrom('a', 'b', '/', '*', '$'), maxLength: 8 }),
  )
  .map(([first, rest]) => first + rest);
const smallPath = fc
  .string({ unit: fc.constantFrom('a', 'b', '/', '$', '*'), maxLength: 10 })
  .map((s) => `/${s}`);
const group = fc.tuple(
  fc.array(fc.constantFrom('*', 'bot', 'Other'), { minLength: 1, maxLength: 2 }),
  fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow'), pattern), { maxLength: 10 }),
);

property(
  'the matcher equals brute-force RFC 9309 precedence on random groups',
  fc.tuple(
    fc.array(group, { minLength: 1, maxLength: 3 }),
    smallPath,
    fc.constantFrom('bot', 'Bot/1.0', 'x', '*'),
  ),
  ([groups, p, a]) => {
    const text = groups
      .map(([agents, rules]) =>
        [...agents.map((g) => `User-agent: ${g}`), ...rules.map(([d, r]) => `${d}: ${r}`)].join(
          '\n',
        ),
      )
      .join('\n\n');
    const robots = parseRobots(text, ROBOTS_URL);
    const verdict = checkUrl(robots, ORIGIN + p, a);
    const expected = referenceVerdict(robots, ORIGIN + p, a);
    expect(verdict.allowed).toBe(expected ? expected.allow : true);
    expect(verdict.rule?.pattern.length).toBe(expected?.length);
  },
  10,
);

// --- Crawl-delay: always within [floor, ceiling]. ---

const rawDelay = fc.oneof(
  anyText(12),
  fc.double().map(String),
  fc.nat().map(String),
  fc.constantFrom('10', '0', '-5', '1e3', '0x10', 'NaN', '1,5', ' 2.5 ', '86400', '.5', ''),
);
const limit = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, -1, Number.POSITIVE_INFINITY, 0) },
);

property(
  'resolveCrawlDelay stays within [floor, ceiling] and flags exactly what it clamps',
  fc.tuple(robotsText, fc.array(rawDelay, { maxLength: 4 }), agent, limit, limit),
  ([text, raws, a, floorIn, ceilingIn]) => {
    const delays = raws.map((r) => `Crawl-delay: ${r}`).join('\n');
    const robots = parseRobots(`User-agent: *\n${delays}\n${text}`, ROBOTS_URL);
    const delay = resolveCrawlDelay(robots, a, { floor: floorIn, ceiling: ceilingIn });
    // Limits that are not finite non-negative numbers fall back to 1 s / 60 s; a ceiling below
    // the floor is raised to it (docs/decisions.md "smaller policy choices").
    const usable = (n: number) => Number.isFinite(n) && n >= 0;
    const floor = usable(floorIn) ? floorIn : 1;
    const ceiling = Math.max(usable(ceilingIn) ? ceilingIn : 60, floor);
    expect(delay.seconds).toBeGreaterThanOrEqual(floor);
    expect(delay.seconds).toBeLessThanOrEqual(ceiling);
    expect(delay.flagged).toBe(delay.declared !== null && delay.declared > ceiling);
    expect(delay.reason.length).toBeGreaterThan(0);
  },
);

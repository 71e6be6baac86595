/**
 * The real-world corpus (shared/corpus/real-robots, 380 robots.txt files plus README and
 * manifest): every file parses into sane plain data, and a differential check against
 * robots-parser (the oracle the project started from) on paths taken from each file's own rules.
 *
 * Where the two disagree, the disagreement must be explained by a gap of robots-parser that is
 * known and measured (docs/decisions.md), and each explanation is verified, not assumed:
 * - parse-level gaps are proven by feeding robots-parser our own reading of the file (groups
 *   and rules re-serialised) and getting our answer back;
 * - `bare-query`: robots-parser drops an empty `?` (it matches `new URL().search`), proven by
 *   our answer for the path without it;
 * - `robots-txt`, `index-html` and `encoding` are matching rules robots-parser lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  isValidProductToken,
  MAX_BODY_BYTES,
  parseRobots,
  type RobotsFile,
} from '@/lib/robots';
import { CORPUS_DIR, requireShared } from '@/test/support/fixtureData';

const ORIGIN = 'https://example.com';
const ROBOTS_URL = `${ORIGIN}/robots.txt`;
/** The 380 robots.txt files plus README.md and manifest.json (they must parse too); not dotfiles. */
const entries = readdirSync(requireShared(CORPUS_DIR))
  .filter((n) => !n.startsWith('.'))
  .sort();

/** Our reading of the file, written back as plain robots.txt that robots-parser reads the same way. */
function reserialise(robots: RobotsFile): string {
  const out: string[] = [];
  for (const group of robots.groups) {
    for (const agent of group.agents) out.push(`User-agent: ${agent.token}`);
    for (const rule of group.rules) {
      out.push(`${rule.directive === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`);
    }
  }
  return out.join('\n');
}

function parseLevelCause(robots: RobotsFile, text: string): string {
  const codes = new Set(robots.warnings.map((w) => w.code));
  if (robots.bytesTotal > MAX_BODY_BYTES) return 'parse: 500 KiB cap';
  if (codes.has('group-merge-trap')) return 'parse: group run kept open (RFC 9309 §2.2.4)';
  if (codes.has('typo-directive') || codes.has('missing-colon'))
    return 'parse: Google typos and missing colons';
  if (codes.has('invalid-user-agent')) return 'parse: product-token reading of User-agent values';
  if (text.startsWith('\ufeff')) return 'parse: BOM';
  if (codes.has('line-too-long')) return 'parse: line-length cap';
  return 'parse: other';
}

const ENCODING = /[^\x21-\x7e]|%[0-9A-Fa-f]?[a-f]|[[\]|^{}'"<>`\\]/;

describe('real-world corpus', () => {
  it('has the 380 robots.txt files the corpus README describes, plus README and manifest', () => {
    expect(entries).toHaveLength(382);
    expect(entries.filter((n) => n.endsWith('.txt'))).toHaveLength(380);
  });

  it.each(entries)('%s parses into sane plain data', (name) => {
    const text = readFileSync(join(CORPUS_DIR, name), 'utf8');
    const robots = parseRobots(text, ROBOTS_URL);
    expect(robots.bytesParsed).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(robots.lineCount).toBeGreaterThan(0);
    for (const group of robots.groups) {
      expect(group.agents.length).toBeGreaterThan(0);
      expect(group.startLine).toBeLessThanOrEqual(group.endLine);
      expect(group.endLine).toBeLessThanOrEqual(robots.lineCount);
      for (const rule of group.rules) expect(rule.line).toBeGreaterThanOrEqual(group.startLine);
    }
    for (const w of robots.warnings) expect(w.message.length).toBeGreaterThan(10);
    expect(structuredClone(robots)).toEqual(robots);
  });

  it('agrees with robots-parser except where a known gap of robots-parser explains it', () => {
    const causes: Record<string, number> = {};
    const unexplained: string[] = [];
    let checks = 0;
    for (const name of entries.filter((n) => n.endsWith('.txt'))) {
      const text = readFileSync(join(CORPUS_DIR, name), 'utf8');
      const ours = parseRobots(text, ROBOTS_URL);
      const oracle = robotsParser(ROBOTS_URL, text);
      let canonical: ReturnType<typeof robotsParser> | null = null;
      const agents = new Set(['*', 'Googlebot', 'Bingbot', 'GPTBot']);
      for (const g of ours.groups) {
        for (const a of g.agents)
          if (agents.size < 12 && isValidProductToken(a.value)) agents.add(a.value);
      }
      const paths = new Set(['/']);
      for (const rule of ours.groups.flatMap((g) => g.rules)) {
        const path = (rule.written ?? rule.pattern).replace(/\$$/, '').replaceAll('*', 'x');
        if (path.startsWith('/') && paths.size < 200) paths.add(path).add(`${path}z`);
      }
      for (const agent of agents) {
        for (const path of paths) {
          checks++;
          const url = ORIGIN + path;
          const verdict = checkUrl(ours, url, agent);
          if (verdict.allowed === oracle.isAllowed(url, agent)) continue;
          canonical ??= robotsParser(ROBOTS_URL, reserialise(ours));
          let cause: string;
          if (path === '/robots.txt' && verdict.allowed) cause = 'robots-txt';
          else if (canonical.isAllowed(url, agent) === verdict.allowed)
            cause = parseLevelCause(ours, text);
          else if (
            path.endsWith('?') &&
            canonical.isAllowed(url, agent) === checkUrl(ours, url.slice(0, -1), agent).allowed
          )
            cause = 'bare-query';
          else if (verdict.reason?.includes('Google reads it as')) cause = 'index-html';
          else if (ENCODING.test(path)) cause = 'encoding';
          else cause = 'unexplained';
          causes[cause] = (causes[cause] ?? 0) + 1;
          if (cause === 'unexplained' || cause === 'parse: other') {
            unexplained.push(`${name} ${agent} ${path}: ours ${verdict.allowed}`);
          }
        }
      }
    }
    // A passing run is quiet; CORPUS_REPORT=1 prints the tally of explained differences.
    if (process.env.CORPUS_REPORT) console.info(`corpus differential: ${checks} checks`, causes);
    expect(unexplained).toEqual([]);
    expect(checks).toBeGreaterThan(100_000);
  }, 120_000);
});

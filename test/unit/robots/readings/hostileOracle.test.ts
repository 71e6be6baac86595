/**
 * Issue 13: the scrapy and python readings against the real libraries on hostile input, without
 * Python: what Protego 0.6.1 (behind Scrapy's decode_robotstxt) and CPython's robotparser (behind
 * RobotFileParser.read()) answered for each body of the hostile corpus (binary, NUL, a 5 MB line,
 * BOMs, CR-only…) and for 400 generated property-test files (test/fixtures/readings/
 * hostile-oracle.json, written by scripts/hostileOracle.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Reading, readAs } from '@/lib/robots';
import { MATCHER_ATTACKS } from '../../../fixtures/hostile/matcherAttacks';
import type { LibraryAnswers } from '../../../fixtures/readings/differential-inputs';
import {
  type HostileOracle,
  hostileOracleInputs,
  readingOfBytes,
} from '../../../fixtures/readings/hostile-inputs';
import { FIXTURES_DIR } from '../../../support/fixtureData';

const oracle = JSON.parse(
  readFileSync(resolve(FIXTURES_DIR, 'readings/hostile-oracle.json'), 'utf8'),
) as HostileOracle;

const bits = (answers: boolean[]) => answers.map((a) => (a ? '1' : '0')).join('');

function expectSameAnswers(
  reading: Pick<Reading, 'allowed' | 'crawlDelay' | 'failure'>,
  library: LibraryAnswers,
  agents: readonly string[],
  urls: readonly string[],
) {
  expect(reading.failure === null).toBe(library.error === null);
  if (library.allowed) {
    expect(agents.map((a) => bits(urls.map((u) => reading.allowed(u, a))))).toEqual(
      library.allowed,
    );
  }
  // JSON has no NaN or Infinity: the oracle sends those as text, compared as text.
  if (library.delay) {
    expect(agents.map((a) => String(reading.crawlDelay(a)))).toEqual(
      library.delay.map((d) => String(d)),
    );
  }
}

describe('hostile bodies: each reading answers as its library', () => {
  const inputs = hostileOracleInputs();
  it('covers every hostile body, for exactly these inputs', () => {
    expect(oracle.hostile.map((h) => [h.id, h.sha256])).toEqual(
      inputs.map((i) => [i.id, i.sha256]),
    );
  });
  describe.each(['scrapy', 'python'] as const)('%s', (id) => {
    it.each(inputs.map((i, k) => [i.id, i, oracle.hostile[k]] as const))(
      '%s',
      (_id, input, answers) => {
        const library = answers?.[id];
        // null: the library ran past the oracle's time limit on this body (Protego's regexes on
        // `/*a*a…` backtrack); the reading still answers (test/unit/hostile/readings.test.ts).
        if (!library) return;
        expectSameAnswers(readingOfBytes(id, input.bytes), library, input.agents, input.urls);
      },
      60_000,
    );
  });
  it('only Protego, only on the wildcard attacks, ran past the time limit', () => {
    // CPython's robotparser matches by plain prefix: it finishes on every body. Protego turns
    // `/*a*a…*b` into a backtracking regex (docs/decisions.md "Readings: hostile oracle").
    const wildcardAttacks = new Set(['wildcard-heavy', ...MATCHER_ATTACKS.map((a) => a.id)]);
    expect(oracle.hostile.every((h) => h.python)).toBe(true);
    for (const h of oracle.hostile.filter((x) => !x.scrapy)) {
      expect(wildcardAttacks.has(h.id), h.id).toBe(true);
    }
  });
});

describe('generated files: each reading answers as its library', () => {
  it('has the 400 generated files', () => expect(oracle.generated).toHaveLength(400));
  describe.each(['scrapy', 'python'] as const)('%s', (id) => {
    it('agrees on every generated file, crawler and URL', () => {
      for (const g of oracle.generated) {
        expectSameAnswers(readAs(id, g.text), g[id], g.agents, g.urls);
      }
    });
  });
});

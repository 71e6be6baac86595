/**
 * The readings against the real libraries on the real-world corpus, without Python: the answers
 * Protego 0.6.1 and CPython's robotparser gave (test/fixtures/readings/expectations.json, written
 * by scripts/readingsDifferential.ts) for each file × crawler × URL, and each crawler's delay.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAs } from '../../../../lib/robots';
import type { Expectations } from '../../../fixtures/readings/differential-inputs';
import { CORPUS_DIR, FIXTURES_DIR } from '../../../support/fixtureData';

const expectations = JSON.parse(
  readFileSync(resolve(FIXTURES_DIR, 'readings/expectations.json'), 'utf8'),
) as Expectations;

const bits = (answers: boolean[]) => answers.map((a) => (a ? '1' : '0')).join('');

describe.each(['scrapy', 'python'] as const)(
  'reading %s agrees with its library on the corpus',
  (id) => {
    it('covers every corpus file', () =>
      expect(expectations.files.length).toBeGreaterThanOrEqual(380));
    it.each(expectations.files.map((f) => [f.file, f] as const))(
      '%s',
      (_file, f) => {
        const text = readFileSync(resolve(CORPUS_DIR, f.file), 'utf8');
        const reading = readAs(id, text);
        const library = f[id];
        expect(reading.failure === null).toBe(library.error === null);
        const got = expectations.agents.map((agent) =>
          bits(f.urls.map((u) => reading.allowed(u, agent))),
        );
        if (library.allowed) expect(got).toEqual(library.allowed);
        const delays = expectations.agents.map((agent) => reading.crawlDelay(agent));
        if (library.delay) expect(delays).toEqual(library.delay);
        // One corpus file is 3.7 MB: Python's parsers read all of it (no 500 KiB cap), so allow time.
      },
      30_000,
    );
  },
);

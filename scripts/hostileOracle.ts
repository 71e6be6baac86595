/**
 * Dev tool (issue 13): the hostile corpus (binary, NUL, a 5 MB line, BOMs, CR-only…) and generated
 * property-test inputs through the real Protego 0.6.1 and CPython's robotparser, compared with the
 * scrapy and python readings. With --write it records the libraries' answers as
 * test/fixtures/readings/hostile-oracle.json, which a unit test checks without Python.
 *
 *   git --git-dir=<scrapy/protego mirror> archive 0.6.1 src/protego | tar -x -C /tmp/protego
 *   PROTEGO_SRC=/tmp/protego/src npx tsx scripts/hostileOracle.ts [--write]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import type { LibraryAnswers } from '../test/fixtures/readings/differential-inputs';
import {
  type HostileOracle,
  hostileOracleInputs,
  readingOfBytes,
} from '../test/fixtures/readings/hostile-inputs';
import { agent, robotsText, url } from '../test/unit/fuzz/arbitraries';
import {
  askLibraries,
  disagreements,
  LIBRARY_IDS,
  type LibraryId,
  type OracleInput,
} from './libraryOracle';

const OUT = resolve(import.meta.dirname, '../test/fixtures/readings/hostile-oracle.json');
/** Generated files, each asked with GENERATED_URLS URLs and GENERATED_AGENTS crawlers. */
const GENERATED = 400;
const GENERATED_URLS = 6;
const GENERATED_AGENTS = 4;
const SEED = 13;

// A lone surrogate cannot come out of a UTF-8 decoder, so no crawler ever reads one.
const wellFormed = (s: string) => s.isWellFormed();
const texts = fc.sample(robotsText.filter(wellFormed), { numRuns: GENERATED, seed: SEED });
const urls = fc.sample(url.filter(wellFormed), { numRuns: GENERATED * GENERATED_URLS, seed: SEED });
const agents = fc.sample(agent.filter(wellFormed), {
  numRuns: GENERATED * GENERATED_AGENTS,
  seed: SEED,
});
const generated = texts.map((text, i) => ({
  id: `generated-${i}`,
  text,
  agents: [...new Set(agents.slice(i * GENERATED_AGENTS, (i + 1) * GENERATED_AGENTS))],
  urls: [...new Set(urls.slice(i * GENERATED_URLS, (i + 1) * GENERATED_URLS))],
}));

const hostile = hostileOracleInputs();
const tally = { scrapy: { cases: 0, differ: 0 }, python: { cases: 0, differ: 0 } };
const report = (
  id: string,
  input: OracleInput,
  answers: Record<'scrapy' | 'python', LibraryAnswers | null> | undefined,
  readingOf?: (lib: 'scrapy' | 'python') => Parameters<typeof disagreements>[3],
) => {
  for (const lib of LIBRARY_IDS) {
    const { cases, differences } = disagreements(lib, input, answers?.[lib], readingOf?.(lib));
    tally[lib].cases += cases;
    tally[lib].differ += differences.length;
    for (const d of differences) console.log(`${id} ${lib} ${d}`);
  }
};

/** A library that takes longer than this on one body is recorded as not finishing (Protego's regexes on `/*a*a…`). */
const LIBRARY_TIMEOUT_MS = 30_000;

// One body at a time: the biggest is 5 MB, and the oracle's JSON carries it as base64.
const hostileAnswers = hostile.map((h) => {
  const started = performance.now();
  const input = { text: '', agents: h.agents, urls: h.urls };
  const bytes = Buffer.from(h.bytes).toString('base64');
  let skip: LibraryId[] = [];
  let run = askLibraries([{ ...input, bytes }], LIBRARY_TIMEOUT_MS);
  // Protego first: its regexes are the ones that can run for ever.
  for (const lib of LIBRARY_IDS) {
    if (run) break;
    skip = [...skip, lib];
    run = askLibraries([{ ...input, bytes, skip }], LIBRARY_TIMEOUT_MS);
  }
  const answers = run?.results[0];
  report(h.id, input, answers, (lib) => readingOfBytes(lib, h.bytes));
  console.log(
    `${h.id}: ${h.urls.length} URLs × ${h.agents.length} crawlers, ${Math.round(performance.now() - started)} ms${skip.length ? `; did not finish: ${skip.join(', ')}` : ''}`,
  );
  return { answers, unfinished: skip };
});
const generatedRun = askLibraries(generated);
if (!generatedRun) throw new Error('the oracle did not finish');
generated.forEach((g, i) => {
  report(g.id, g, generatedRun.results[i]);
});

for (const lib of LIBRARY_IDS) {
  const t = tally[lib];
  console.log(`${lib}: ${t.cases} (body, crawler, URL) cases, ${t.differ} disagreements`);
}

if (process.argv.includes('--write')) {
  const oracle: HostileOracle = {
    generatedBy: 'scripts/hostileOracle.ts',
    libraries: {
      scrapy:
        'Protego 0.6.1 (scrapy/protego tag 0.6.1) behind Scrapy decode_robotstxt (utf-8, errors="ignore")',
      python: `CPython ${generatedRun.python} urllib.robotparser, RobotFileParser.read() decoding (urlunsplit as in 3.13)`,
    },
    timeoutMs: LIBRARY_TIMEOUT_MS,
    hostile: hostile.map((h, i) => ({
      id: h.id,
      sha256: h.sha256,
      scrapy: hostileAnswers[i]?.answers?.scrapy ?? null,
      python: hostileAnswers[i]?.answers?.python ?? null,
    })),
    generated: generated.map((g, i) => ({
      ...g,
      scrapy: generatedRun.results[i]?.scrapy as LibraryAnswers,
      python: generatedRun.results[i]?.python as LibraryAnswers,
    })),
  };
  writeFileSync(OUT, `${JSON.stringify(oracle)}\n`);
  console.log(`wrote ${OUT}`);
}

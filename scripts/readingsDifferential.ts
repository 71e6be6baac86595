/**
 * Dev tool: compares the scrapy and python readings with the real libraries (Protego 0.6.1 and
 * CPython's urllib.robotparser) on the real-world corpus, for a set of crawlers × URLs taken from
 * each file's own rules. With --write it records the libraries' answers as
 * test/fixtures/readings/expectations.json, which a unit test checks without Python.
 *
 *   git --git-dir=<protego mirror> archive 0.6.1 src/protego | tar -x -C /tmp/protego
 *   PROTEGO_SRC=/tmp/protego/src npx tsx scripts/readingsDifferential.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readAs } from '../lib/robots';
import {
  DIFFERENTIAL_AGENTS,
  type Expectations,
  type LibraryAnswers,
  urlsFor,
} from '../test/fixtures/readings/differential-inputs';
import { askLibraries, disagreements, LIBRARY_IDS } from './libraryOracle';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, 'test/fixtures/corpus/real-robots');
const OUT = resolve(ROOT, 'test/fixtures/readings/expectations.json');

const manifest = JSON.parse(readFileSync(resolve(CORPUS, 'manifest.json'), 'utf8')) as {
  file: string;
}[];
const inputs = manifest.map(({ file }) => {
  const text = readFileSync(resolve(CORPUS, file), 'utf8');
  return { file, text, agents: DIFFERENTIAL_AGENTS, urls: urlsFor(text) };
});

const oracle = askLibraries(inputs);
if (!oracle) throw new Error('the oracle did not finish');
const tally = { scrapy: { cases: 0, differ: 0 }, python: { cases: 0, differ: 0 } };
/** How often each library's verdict differs from Google's (the engine's): why readings exist. */
const fromGoogle = { scrapy: 0, python: 0 };
inputs.forEach((input, i) => {
  const google = readAs('google', input.text);
  for (const id of LIBRARY_IDS) {
    const answers = oracle.results[i]?.[id];
    const { cases, differences } = disagreements(id, input, answers);
    tally[id].cases += cases;
    tally[id].differ += differences.length;
    for (const d of differences) console.log(`${input.file} ${id} ${d}`);
    input.agents.forEach((agent, a) => {
      const want = answers?.allowed?.[a] ?? '';
      input.urls.forEach((u, k) => {
        if (want[k] !== undefined && want[k] !== (google.allowed(u, agent) ? '1' : '0'))
          fromGoogle[id]++;
      });
    });
  }
});
console.log(`Python ${oracle.python}, Protego from ${process.env.PROTEGO_SRC}`);
for (const id of LIBRARY_IDS) {
  const t = tally[id];
  const pct = ((100 * fromGoogle[id]) / Math.max(1, t.cases)).toFixed(1);
  console.log(
    `${id}: ${t.cases} (file, crawler, URL) cases, ${t.differ} disagreements with the library; the library differs from Google's reading on ${fromGoogle[id]} (${pct}%)`,
  );
}

if (process.argv.includes('--write')) {
  const expectations: Expectations = {
    generatedBy: 'scripts/readingsDifferential.ts',
    libraries: {
      scrapy: 'Protego 0.6.1 (scrapy/protego 81f1b35)',
      python: `CPython ${oracle.python} urllib.robotparser (urlunsplit as in 3.13)`,
    },
    agents: DIFFERENTIAL_AGENTS,
    files: inputs.map((input, i) => ({
      file: input.file,
      urls: input.urls,
      scrapy: oracle.results[i]?.scrapy as LibraryAnswers,
      python: oracle.results[i]?.python as LibraryAnswers,
    })),
  };
  writeFileSync(OUT, `${JSON.stringify(expectations)}\n`);
  console.log(`wrote ${OUT}`);
}

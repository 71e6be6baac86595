/**
 * Dev tool: compares the scrapy and python readings with the real libraries (Protego 0.6.1 and
 * CPython's urllib.robotparser) on the real-world corpus, for a set of crawlers × URLs taken from
 * each file's own rules. With --write it records the libraries' answers as
 * test/fixtures/readings/expectations.json, which a unit test checks without Python.
 *
 *   git --git-dir=<protego mirror> archive 81f1b35 src/protego | tar -x -C /tmp/protego
 *   PROTEGO_SRC=/tmp/protego/src npx tsx scripts/readingsDifferential.ts [--write]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readAs } from '../lib/robots';
import {
  DIFFERENTIAL_AGENTS,
  type Expectations,
  type LibraryAnswers,
  urlsFor,
} from '../test/fixtures/readings/differential-inputs';

const ROOT = resolve(import.meta.dirname, '..');
const CORPUS = resolve(ROOT, 'test/fixtures/corpus/real-robots');
const OUT = resolve(ROOT, 'test/fixtures/readings/expectations.json');

const protegoSrc = process.env.PROTEGO_SRC;
if (!protegoSrc) {
  console.error('Set PROTEGO_SRC to Protego 0.6.1 src/ (see the comment at the top).');
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(resolve(CORPUS, 'manifest.json'), 'utf8')) as {
  file: string;
}[];
const inputs = manifest.map(({ file }) => {
  const text = readFileSync(resolve(CORPUS, file), 'utf8');
  return { file, text, agents: DIFFERENTIAL_AGENTS, urls: urlsFor(text) };
});

const run = spawnSync('python3', [resolve(ROOT, 'scripts/readingsOracle.py')], {
  input: JSON.stringify(inputs),
  env: { ...process.env, PYTHONPATH: protegoSrc },
  maxBuffer: 1 << 30,
});
if (run.status !== 0) {
  console.error(run.stderr.toString());
  process.exit(1);
}
const oracle = JSON.parse(run.stdout.toString()) as {
  python: string;
  results: Record<'scrapy' | 'python', LibraryAnswers>[];
};

const bits = (answers: boolean[]) => answers.map((a) => (a ? '1' : '0')).join('');
const tally = { scrapy: { cases: 0, differ: 0 }, python: { cases: 0, differ: 0 } };
inputs.forEach((input, i) => {
  for (const id of ['scrapy', 'python'] as const) {
    const expected = oracle.results[i]?.[id];
    const reading = readAs(id, input.text);
    if (!expected?.allowed) {
      console.log(
        `${input.file} ${id}: library raises (${expected?.error}); reading failure: ${reading.failure?.message ?? 'none'}`,
      );
      continue;
    }
    input.agents.forEach((agent, a) => {
      const got = bits(input.urls.map((u) => reading.allowed(u, agent)));
      const want = expected.allowed?.[a] ?? '';
      tally[id].cases += got.length;
      for (let k = 0; k < got.length; k++) {
        if (got[k] !== want[k]) {
          tally[id].differ++;
          console.log(
            `${input.file} ${id} ${agent} ${input.urls[k]}: reading ${got[k]}, library ${want[k]}`,
          );
        }
      }
      const delay = reading.crawlDelay(agent);
      const wantDelay = expected.delay?.[a] ?? null;
      if (String(delay) !== String(wantDelay) && !(delay === null && wantDelay === null)) {
        tally[id].differ++;
        console.log(
          `${input.file} ${id} ${agent} crawl-delay: reading ${delay}, library ${wantDelay}`,
        );
      }
    });
  }
});
console.log(`Python ${oracle.python}, Protego from ${protegoSrc}`);
for (const [id, t] of Object.entries(tally)) {
  console.log(`${id}: ${t.cases} (file, crawler, URL) cases, ${t.differ} disagreements`);
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

/**
 * Dev-time only: asks the real libraries (Protego 0.6.1 and CPython's urllib.robotparser, through
 * scripts/readingsOracle.py) what they answer, and lists where the readings differ. Used by
 * scripts/readingsDifferential.ts (the real-world corpus) and scripts/hostileOracle.ts (the hostile
 * corpus and generated inputs).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type Reading, readAs } from '../lib/robots';
import type { LibraryAnswers } from '../test/fixtures/readings/differential-inputs';

export interface OracleInput {
  text: string;
  /** Libraries not to ask (one that does not finish on this input): their answers are null. */
  skip?: LibraryId[];
  /** The body as bytes (base64): the oracle decodes them as each library's crawler does. */
  bytes?: string;
  agents: readonly string[];
  urls: readonly string[];
}

export type LibraryId = 'scrapy' | 'python';
export const LIBRARY_IDS = ['scrapy', 'python'] as const satisfies readonly LibraryId[];

export interface OracleRun {
  python: string;
  /** A library left out by `skip` answers null. */
  results: Record<LibraryId, LibraryAnswers | null>[];
}

/** Runs the oracle on `inputs`; PROTEGO_SRC must point at Protego 0.6.1's src/. */
export function askLibraries(inputs: readonly OracleInput[], timeoutMs?: number): OracleRun | null {
  const protegoSrc = process.env.PROTEGO_SRC;
  if (!protegoSrc) {
    console.error(
      'Set PROTEGO_SRC to Protego 0.6.1 src/: git --git-dir=<scrapy/protego mirror> archive 0.6.1 src/protego | tar -x -C /tmp/protego',
    );
    process.exit(2);
  }
  const run = spawnSync('python3', [resolve(import.meta.dirname, 'readingsOracle.py')], {
    input: JSON.stringify(inputs),
    env: { ...process.env, PYTHONPATH: protegoSrc },
    maxBuffer: 1 << 30,
    ...(timeoutMs !== undefined && { timeout: timeoutMs, killSignal: 'SIGKILL' as const }),
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return null;
  if (run.status !== 0) {
    console.error(run.stderr.toString());
    process.exit(1);
  }
  return JSON.parse(run.stdout.toString()) as OracleRun;
}

export const bits = (answers: boolean[]) => answers.map((a) => (a ? '1' : '0')).join('');

/** Where the reading of `input` differs from the library's answers, one sentence each. */
export function disagreements(
  id: LibraryId,
  input: OracleInput,
  expected: LibraryAnswers | null | undefined,
  reading: Pick<Reading, 'allowed' | 'crawlDelay' | 'failure'> = readAs(id, input.text),
): { cases: number; differences: string[] } {
  const differences: string[] = [];
  if (!expected) return { cases: 0, differences }; // not asked: it did not finish on this input
  if ((reading.failure === null) !== (expected?.error === null)) {
    differences.push(
      `library error ${expected?.error ?? 'none'}, reading failure ${reading.failure?.message ?? 'none'}`,
    );
  }
  if (!expected?.allowed) return { cases: 0, differences };
  let cases = 0;
  input.agents.forEach((agent, a) => {
    const got = bits(input.urls.map((u) => reading.allowed(u, agent)));
    const want = expected.allowed?.[a] ?? '';
    cases += got.length;
    for (let k = 0; k < got.length; k++) {
      if (got[k] !== want[k]) {
        differences.push(
          `${JSON.stringify(agent)} ${JSON.stringify(input.urls[k])}: reading ${got[k]}, library ${want[k]}`,
        );
      }
    }
    const delay = reading.crawlDelay(agent);
    const wantDelay = expected.delay?.[a] ?? null;
    if (String(delay) !== String(wantDelay)) {
      differences.push(
        `${JSON.stringify(agent)} crawl-delay: reading ${delay}, library ${wantDelay}`,
      );
    }
  });
  return { cases, differences };
}

/**
 * Issue 17: parse of a realistic 500 KiB robots.txt (aim ≤ 5 ms), with its phases. The body is
 * decoded from bytes, as fetch hands it over (a flat string; a `.slice()` of a repeated string,
 * as robots.bench.ts builds it, reads ~10 % slower). CPU time, fastest / median of 60 after a warm-up:
 * on a shared machine the fastest is the work, the median adds the neighbours.
 */
import { parseRobots } from '@/lib/robots';
import { createRecordReader, createRecordSpan, exactKeyAt } from '@/lib/robots/keys';
import { createLineCursor, readBody } from '@/lib/robots/lines';
import { createWarnings } from '@/lib/robots/warnings';
import { cpuSpread, row } from './measure';
import { realisticFile } from './robots.bench';

const ROBOTS_URL = 'https://shop.example/robots.txt';
const RUNS = 60;

function spread(fn: () => unknown): string {
  for (let i = 0; i < 20; i++) fn();
  return cpuSpread(RUNS, fn);
}

export default function run(): void {
  const realistic = realisticFile();
  const repeated = `${realistic}\n`.repeat(Math.ceil((500 * 1024) / realistic.length));
  const body = new TextDecoder().decode(new TextEncoder().encode(repeated.slice(0, 500 * 1024)));
  const lineCount = parseRobots(body, ROBOTS_URL).lineCount;
  console.log(`parse, realistic 500 KiB (${lineCount} lines): CPU fastest / median of ${RUNS}`);
  const warnings = createWarnings();
  row(
    'phase: BOM, ASCII check and size (readBody)',
    spread(() => readBody(body)),
  );
  const eachLine = (onLine: (start: number, end: number) => void) => () => {
    const lines = createLineCursor(body, warnings);
    while (lines.next()) onLine(lines.start, lines.end);
  };
  row('phase: + lines as index ranges (createLineCursor)', spread(eachLine(() => {})));
  const span = createRecordSpan();
  row(
    'phase: + key and value spans (createRecordReader)',
    spread(() => {
      const reader = createRecordReader(body);
      eachLine((start, end) => reader(start, end, span))();
    }),
  );
  row(
    'phase: + directive and value string (exactKeyAt, slice)',
    spread(() => {
      const reader = createRecordReader(body);
      const values: string[] = [];
      eachLine((start, end) => {
        if (reader(start, end, span) !== true) return;
        exactKeyAt(body, span.keyStart, span.keyEnd);
        values.push(body.slice(span.valueStart, span.valueEnd));
      })();
    }),
  );
  row(
    'whole parse: + groups, rules, warnings (parseRobots)',
    spread(() => parseRobots(body, ROBOTS_URL)),
  );
  row(
    'for scale: body.split("\\n") alone',
    spread(() => body.split('\n')),
  );
}

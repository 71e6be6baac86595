/**
 * Workbench figures (issue 16 bar): 50,000 URLs × 6 crawlers × 2 versions (live vs draft)
 * within 3 s, the flips between them, and parsing a 200,000-line URL list. Inputs are generated
 * here, deterministically, from the real-world corpus's largest kind of file: many groups, many
 * rules with `*` and `$`.
 */
import {
  computeMatrix,
  engineEvaluator,
  flips,
  lineDiff,
  parseUrlList,
  readingEvaluator,
  readingFlips,
} from '../../lib/workbench';
import { cpuSpread, fmt, row, timeMedian } from './measure';

const ORIGIN = 'https://shop.example';
const ROBOTS_URL = `${ORIGIN}/robots.txt`;
const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'CCBot', 'MyCrawler'];
const SECTIONS = ['cart', 'search', 'product', 'account', 'blog', 'media', 'api', 'tag', 'sale'];

function robotsText(extraDisallow: string): string {
  const lines: string[] = [];
  for (const agent of [...AGENTS.slice(0, 5), '*']) {
    lines.push(`User-agent: ${agent}`);
    for (let i = 0; i < 40; i++) {
      const section = SECTIONS[i % SECTIONS.length];
      lines.push(`Disallow: /${section}/*?sort=${i}`, `Allow: /${section}/public-${i}$`);
      lines.push(`Disallow: /${section}/private-${i}/`);
    }
    lines.push(extraDisallow, '');
  }
  return lines.join('\n');
}

function urls(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const section = SECTIONS[i % SECTIONS.length];
    out.push(`${ORIGIN}/${section}/private-${i % 50}/item-${i}?sort=${i % 45}&page=${i % 7}`);
  }
  return out;
}

export default function bench(): void {
  const list = urls(50_000);
  const live = robotsText('Disallow: /checkout');
  const draft = robotsText('Disallow: /*&page=3');
  const run = () => {
    const matrix = computeMatrix(list, AGENTS, [
      engineEvaluator('live', live, ROBOTS_URL),
      engineEvaluator('draft', draft, ROBOTS_URL),
    ]);
    return flips(matrix);
  };
  const result = run();
  row('matrix 50,000 URLs × 6 crawlers × 2 versions + flips (bar 3 s)', fmt(timeMedian(3, run)));
  row('  the same, CPU fastest / median of 3', cpuSpread(3, run));
  row('  pairs checked / flipped', `${result.summary.checked} / ${result.summary.flipped}`);
  // The readings as columns: Protego's and Python's reading of each version besides the engine's.
  const withReadings = () =>
    readingFlips(
      computeMatrix(list, AGENTS, [
        engineEvaluator('live', live, ROBOTS_URL),
        engineEvaluator('draft', draft, ROBOTS_URL),
        readingEvaluator('scrapy', 'live', live),
        readingEvaluator('scrapy', 'draft', draft),
        readingEvaluator('python', 'live', live),
        readingEvaluator('python', 'draft', draft),
      ]),
    );
  const read = withReadings();
  // CPU time: on the shared machine a 10 s wall-clock figure is mostly waiting for a core.
  row(
    'matrix … × 3 readings (Google, Protego, Python) + flips, CPU',
    `${cpuSpread(3, withReadings)} (fastest / median of 3)`,
  );
  row(
    '  flipped per reading',
    read.byReading.map((r) => `${r.reading} ${r.summary.flipped}`).join(', '),
  );
  const pasted = Array.from({ length: 200_000 }, (_, i) =>
    i % 10 === 0 ? `https://other.example/${i}` : i % 7 === 0 ? 'not a url' : `/p/${i % 150_000}`,
  ).join('\n');
  row('parse a 200,000-line URL list', fmt(timeMedian(3, () => parseUrlList(pasted, ORIGIN))));
  row('line diff of two 260-line versions', fmt(timeMedian(5, () => lineDiff(live, draft))));
}

/**
 * Issue 17: the sitemap explorer on one 50,000-URL (13 MB) file, phase by phase (aim ≤ 300 ms of
 * CPU per file, gzip as fast as plain). Each row adds one stage to the one above, so the
 * difference between two rows is that stage's cost:
 *   read  — the body streamed from memory in 64 KiB chunks, gunzipped, decoded (readSitemapBody);
 *   parse — + the streaming scanner handing out each <url> (createSitemapScanner);
 *   tally — + the explorer counting, hashing, scoping and keeping URLs, every URL allowed;
 *   gate  — + the gate the background hands it (lib/sitemaps/pageGate: the page's robots.txt for
 *           Googlebot), i.e. the whole exploration.
 * CPU time (process.cpuUsage: every thread, inflate and GC included), fastest / median of 7.
 */
import { gzipSync } from 'node:zlib';
import { originOf } from '@/lib/fetch/origin';
import { checkUrl, parseRobots } from '@/lib/robots';
import { exploreSitemaps } from '@/lib/sitemaps';
import { readSitemapBody } from '@/lib/sitemaps/readSitemapBody';
import { createSitemapScanner } from '@/lib/sitemaps/sitemapScanner';
import { fmt, row } from './measure';
import { buildUrlset, ORIGIN, ROBOTS, robotsGate, streamed } from './sitemaps.bench';

const RUNS = 7;

async function cpu(fn: () => Promise<unknown>): Promise<string> {
  await fn(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return `${fmt(times[0] ?? Number.NaN)} / ${fmt(times[RUNS >> 1] ?? Number.NaN)}`;
}

export default async function run(): Promise<void> {
  const plain = buildUrlset(0, 50_000);
  const gzip = new Uint8Array(gzipSync(plain));
  const gate = await robotsGate();
  // The background's gate until issue 17 round 2: every URL parsed for its origin, then a whole
  // verdict (selection lookup, sentence) built for it.
  const robots = parseRobots(ROBOTS, `${ORIGIN}/robots.txt`);
  const before = (url: string) => {
    const target = originOf(url);
    return !target.ok || target.origin !== ORIGIN || checkUrl(robots, url, 'Googlebot').allowed;
  };
  for (const [name, bytes] of [
    ['plain', plain],
    ['gzip', gzip],
  ] as const) {
    console.log(
      `sitemap explorer phases, one 50,000-URL file, ${name}: CPU fastest / median of ${RUNS}`,
    );
    const read = (onText: (text: string) => void) => () => {
      const signal = new AbortController().signal;
      const body = streamed(bytes).body as ReadableStream<Uint8Array>;
      return readSitemapBody(body, { maxBytes: 50 * 1024 * 1024, signal }, async (text) => {
        onText(text);
        return null;
      });
    };
    row('read: stream, gunzip, decode', await cpu(read(() => {})));
    row(
      'parse: + scanner (<url> entries)',
      await cpu(async () => {
        let entries = 0;
        const scanner = createSitemapScanner(() => entries++);
        await read((text) => scanner.push(text))();
        if (scanner.end() || entries !== 50_000) throw new Error(`read ${entries}`);
      }),
    );
    const explore = (isAllowed: (url: string) => boolean) => () =>
      exploreSitemaps([`${ORIGIN}/s.xml`], {
        fetch: (async () => streamed(bytes)) as typeof fetch,
        isAllowed,
        explain: gate.verdict,
        robotsUrl: `${ORIGIN}/robots.txt`,
      });
    row('tally: + count, hash, scope, keep (all allowed)', await cpu(explore(() => true)));
    row('gate: + robots.txt gate = whole exploration', await cpu(explore(gate.allowed)));
    row('  the gate before (URL parse + checkUrl verdict per URL)', await cpu(explore(before)));
  }
}

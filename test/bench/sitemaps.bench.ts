/**
 * Issue 17 performance and issue 12 memory: the sitemap explorer on a 50,000-URL (13 MB) file,
 * an index of 10 and of 100 such files, plain and gzip, streamed from memory in 64 KiB chunks as a
 * network body arrives; a gzip bomb handed over in 2 MiB chunks (as `Blob.stream()` does). Each
 * scenario prints its median time and the peak heap and RSS above the baseline taken just before
 * it (after a full GC). `SITEMAPS_LIB=/path/to/lib/sitemaps npm run bench sitemaps` measures
 * another copy of the explorer (the "before" figures in docs/decisions.md came that way).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { exploreSitemaps as Explore } from '@/lib/sitemaps';
import { createPageGate, type PageGate } from '@/lib/sitemaps/pageGate';
import { createSitemapScanner } from '@/lib/sitemaps/sitemapScanner';
import { fmt, row, timeMedianAsync } from './measure';

export const ORIGIN = 'https://www.example-outdoor-shop.com';
const CHUNK = 64 * 1024;
const MiB = 1024 * 1024;

export const ROBOTS = `User-agent: *
Disallow: /checkout/
Disallow: /cart
Disallow: /account/
Disallow: /*?sessionid=
Disallow: /*&sort=
Disallow: /search
Allow: /search/help
Disallow: /*.pdf$
Disallow: /catalog/*/compare
Disallow: /tmp/
Allow: /catalog/
Disallow: /catalog/clearance-archive/

User-agent: Googlebot
Disallow: /internal/
Disallow: /catalog/*/print$
Disallow: /*?ref=affiliate
Allow: /
`;

/** A realistic product URL of ~150 characters; every 97th one falls under a Disallow rule. */
export function productUrl(file: number, i: number): string {
  const dept = ['mens-hiking-boots', 'womens-trail-running-shoes', 'camping-tents-and-shelters'][
    i % 3
  ];
  const tail = i % 97 === 0 ? '?ref=affiliate' : `?colour=${['slate-grey', 'forest-green'][i % 2]}`;
  return `${ORIGIN}/catalog/${dept}/waterproof-breathable-lightweight-model-${file}-${i}-gore-tex-vibram-sole${tail}`;
}

export function buildUrlset(file: number, count: number): Uint8Array {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    parts.push(
      `<url><loc>${productUrl(file, i)}</loc><lastmod>2024-05-${day}</lastmod><changefreq>weekly</changefreq><priority>0.${1 + (i % 9)}</priority></url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return new TextEncoder().encode(parts.join(''));
}

function buildIndex(count: number): Uint8Array {
  const items = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${ORIGIN}/sitemaps/products-${i}.xml.gz</loc></sitemap>`,
  );
  return new TextEncoder().encode(
    `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>`,
  );
}

/** A body streamed from memory, `chunk` bytes at a time, without copying. */
export function streamed(bytes: Uint8Array, chunk = CHUNK): Response {
  let at = 0;
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.subarray(at, at + chunk));
        at += chunk;
      },
    }),
  );
}

const gc = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Median time of `runs`, and the peak heap and RSS above the baseline (sampled every 2 ms). */
async function measure(runs: number, fn: () => Promise<unknown>) {
  gc();
  const base = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed - base.heapUsed);
    rss = Math.max(rss, m.rss - base.rss);
  };
  const sampler = setInterval(sample, 2);
  const cpu: number[] = [];
  const ms = await timeMedianAsync(runs, async () => {
    const before = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    sample();
  });
  clearInterval(sampler);
  cpu.sort((a, b) => a - b);
  const mb = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
  // CPU time too: on a shared 2-core machine the wall time follows the other jobs' load.
  const cpuMs = cpu[Math.floor(cpu.length / 2)] ?? Number.NaN;
  return `${fmt(ms)} (CPU ${cpuMs.toFixed(0)} ms); heap +${mb(heap)}, RSS +${mb(rss)}`;
}

/** The gate the background hands the explorer (createReportService's checker), for Googlebot. */
export async function robotsGate(): Promise<PageGate> {
  const robots = await import('@/lib/robots/index');
  const file = robots.parseRobots(ROBOTS, `${ORIGIN}/robots.txt`);
  return createPageGate(file, ORIGIN, 'Googlebot', true);
}

export default async function run(): Promise<void> {
  const lib = process.env.SITEMAPS_LIB ?? '../../lib/sitemaps/index';
  const { exploreSitemaps } = (await import(lib)) as { exploreSitemaps: typeof Explore };
  row('explorer measured', lib);
  const gate = await robotsGate();
  const isAllowed = gate.allowed;
  const file = buildUrlset(0, 50_000);
  const gz = new Uint8Array(gzipSync(file));
  row(
    'input: 50,000 URLs per file',
    `${(file.byteLength / 1e6).toFixed(1)} MB (gzip ${(gz.byteLength / 1e6).toFixed(2)} MB)`,
  );
  const explore = (urls: string[], body: (url: string) => Uint8Array, limits = {}) =>
    exploreSitemaps(urls, {
      fetch: (async (input: RequestInfo | URL) => streamed(body(String(input)))) as typeof fetch,
      isAllowed,
      explain: gate.verdict,
      robotsUrl: `${ORIGIN}/robots.txt`,
      limits,
    });
  const one = await explore([`${ORIGIN}/s.xml`], () => file);
  row('check', `${one.urlCount} URLs, ${one.disallowedCount} disallowed`);

  row(
    'one 50,000-URL file, plain (median of 5)',
    await measure(5, () => explore([`${ORIGIN}/s.xml`], () => file)),
  );
  row(
    'one 50,000-URL file, gzip (median of 5)',
    await measure(5, () => explore([`${ORIGIN}/s.xml.gz`], () => gz)),
  );
  const index10 = buildIndex(10);
  const index100 = buildIndex(100);
  const child = (index: Uint8Array) => (url: string) => (url.includes('/sitemaps/') ? gz : index);
  row(
    'index of 10 gzip files, 500,000 URLs (1 run)',
    await measure(1, () => explore([`${ORIGIN}/index.xml`], child(index10))),
  );
  if (process.env.BENCH_QUICK) return;
  row(
    'index of 100 gzip files, 5,000,000 URLs, caps lifted (1 run)',
    await measure(1, () =>
      explore([`${ORIGIN}/index.xml`], child(index100), { maxTotalUrls: 5_000_000, maxFiles: 101 }),
    ),
  );

  // Issue 12 case 4: a bomb that passes every check but the cap, handed over in 2 MiB chunks.
  const head = new TextEncoder().encode('<?xml version="1.0"?><urlset>');
  const inflated = new Uint8Array(head.byteLength + 200 * MiB).fill(0x20);
  inflated.set(head);
  const bomb = new Uint8Array(gzipSync(inflated));
  row(
    `gzip bomb: ${(bomb.byteLength / 1024).toFixed(0)} KiB → 200 MiB, 2 MiB chunks (1 run)`,
    await measure(1, () =>
      exploreSitemaps([`${ORIGIN}/bomb.xml.gz`], {
        fetch: (async () => streamed(bomb, 2 * MiB)) as typeof fetch,
        isAllowed,
      }),
    ),
  );

  // The reader choice (docs/decisions.md): fast-xml-parser on chunks of complete entries vs the
  // linear scanner, both over the same 13 MB of text, parse only (no gating).
  const text = new TextDecoder().decode(file);
  const fxp = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    processEntities: false,
    isArray: (_n, jPath) => jPath === 'urlset.url',
    stopNodes: ['urlset.url'],
  });
  row(
    'parse: fast-xml-parser, 256 KiB chunks of whole <url>s (validate + parse)',
    fmt(
      await timeMedianAsync(5, async () => {
        let entries = 0;
        const start = text.indexOf('<url>');
        for (let at = start; at < text.length; ) {
          const cut = text.indexOf('</url>', at + 256 * 1024);
          const end = cut < 0 ? text.lastIndexOf('</urlset>') : cut + 6;
          const chunk = `<urlset>${text.slice(at, end)}</urlset>`;
          if (XMLValidator.validate(chunk) !== true) throw new Error('invalid chunk');
          entries += (fxp.parse(chunk) as { urlset: { url: unknown[] } }).urlset.url.length;
          at = cut < 0 ? text.length : end;
        }
        if (entries !== 50_000) throw new Error(`read ${entries}`);
      }),
    ),
  );
  row(
    'parse: linear scanner (lib/sitemaps/sitemapScanner), 64 KiB pieces',
    fmt(
      await timeMedianAsync(5, async () => {
        let entries = 0;
        const scanner = createSitemapScanner(() => entries++);
        for (let at = 0; at < text.length; at += CHUNK) scanner.push(text.slice(at, at + CHUNK));
        if (scanner.end() || entries !== 50_000) throw new Error(`read ${entries}`);
      }),
    ),
  );
  const urls = Array.from({ length: 50_000 }, (_, i) => productUrl(0, i));
  row(
    'part: 50,000 gate calls (lib/sitemaps/pageGate, as the background)',
    fmt(await timeMedianAsync(5, async () => urls.filter(isAllowed))),
  );
}

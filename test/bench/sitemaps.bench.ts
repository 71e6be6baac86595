/**
 * Issue 6 performance: a 50,000-URL (~11 MB) sitemap explored and gated in under 1.5 s in Node
 * (aim 0.5 s), with bounded memory. Prints the median time, the parts, the fast-xml-parser
 * object-tree baseline the stop-node layer replaced (docs/decisions.md), and peak memory.
 */
import { gzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { exploreSitemaps } from '@/lib/sitemaps';
import { parseSitemap } from '@/lib/sitemaps/parseSitemap';
import { fmt, row, timeMedianAsync } from './measure';

const ORIGIN = 'https://www.example-outdoor-shop.com';
const SITEMAP = `${ORIGIN}/sitemap-products-1.xml`;
const RUNS = 5;

const ROBOTS = `User-agent: *
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
function productUrl(i: number): string {
  const dept = ['mens-hiking-boots', 'womens-trail-running-shoes', 'camping-tents-and-shelters'][
    i % 3
  ];
  const tail = i % 97 === 0 ? '?ref=affiliate' : `?colour=${['slate-grey', 'forest-green'][i % 2]}`;
  return `${ORIGIN}/catalog/${dept}/waterproof-breathable-lightweight-model-${i}-gore-tex-vibram-sole${tail}`;
}

function buildUrlset(count: number): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    parts.push(
      `<url><loc>${productUrl(i).replace(/&/g, '&amp;')}</loc><lastmod>2024-05-${day}</lastmod><changefreq>weekly</changefreq><priority>0.${1 + (i % 9)}</priority></url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The robots engine when it is there (lib/robots is written concurrently), else compiled prefixes. */
async function robotsGate(): Promise<{ name: string; isAllowed: (url: string) => boolean }> {
  try {
    const robots = await import('@/lib/robots/index');
    const file = robots.parseRobots(ROBOTS, `${ORIGIN}/robots.txt`);
    const isAllowed = (url: string) => robots.checkUrl(file, url, 'Googlebot').allowed;
    if (isAllowed(`${ORIGIN}/internal/x`) === false)
      return { name: 'lib/robots checkUrl', isAllowed };
  } catch {
    // fall through to the stand-in below, named in the output
  }
  const prefixes = ['/internal/', '/checkout/'].map((p) => ORIGIN + p);
  const patterns = [/\?ref=affiliate/, /\/print$/];
  return {
    name: 'prefix/regex stand-in',
    isAllowed: (url) =>
      !prefixes.some((p) => url.startsWith(p)) && !patterns.some((r) => r.test(url)),
  };
}

export default async function run(): Promise<void> {
  const xml = buildUrlset(50_000);
  const bytes = new TextEncoder().encode(xml);
  const gz = new Uint8Array(gzipSync(bytes));
  const gate = await robotsGate();
  const explore = (body: Uint8Array<ArrayBuffer>) =>
    exploreSitemaps([SITEMAP], {
      fetch: (async () => new Response(body)) as typeof fetch,
      isAllowed: gate.isAllowed,
    });

  const check = await explore(bytes);
  const avgUrl = Math.round((bytes.byteLength - 200) / 50_000 - 107);
  row(
    'input: 50,000 URLs',
    `${(bytes.byteLength / 1e6).toFixed(1)} MB (gzip ${(gz.byteLength / 1e6).toFixed(2)} MB), URLs ~${avgUrl} chars`,
  );
  row('gate', gate.name);
  row(
    'result',
    `${check.urlCount} URLs, ${check.disallowedCount} disallowed, truncated ${check.truncated}`,
  );

  const memory = process.memoryUsage();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let heapPeak = memory.heapUsed;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);

  row(
    `exploreSitemaps, plain XML (median of ${RUNS})`,
    fmt(await timeMedianAsync(RUNS, () => explore(bytes))),
  );
  row(
    `exploreSitemaps, gzip body (median of ${RUNS})`,
    fmt(await timeMedianAsync(RUNS, () => explore(gz))),
  );
  clearInterval(sampler);
  const maxRssAfter = process.resourceUsage().maxRSS * 1024;

  row(
    '  part: XMLValidator.validate',
    fmt(await timeMedianAsync(RUNS, async () => XMLValidator.validate(xml))),
  );
  row(
    '  part: parseSitemap (validate + stop-node parse + readEntry)',
    fmt(await timeMedianAsync(RUNS, async () => parseSitemap(xml))),
  );
  const locs = parseSitemap(xml);
  const urls = locs.ok ? locs.entries.map((e) => e.loc ?? '') : [];
  row(
    '  part: 50,000 isAllowed calls',
    fmt(await timeMedianAsync(RUNS, async () => urls.filter(gate.isAllowed))),
  );
  const tree = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (_n, jPath) => jPath === 'urlset.url',
  });
  row(
    'baseline: validate + fast-xml-parser object tree (no stop nodes)',
    fmt(await timeMedianAsync(3, async () => XMLValidator.validate(xml) && tree.parse(xml))),
  );

  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
  row('memory: heapUsed before → peak sampled', `${mb(memory.heapUsed)} → ${mb(heapPeak)}`);
  row(
    'memory: peak RSS before → after the explore runs',
    `${mb(maxRssBefore)} → ${mb(maxRssAfter)}`,
  );
}

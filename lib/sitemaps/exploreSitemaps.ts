import { detach } from './detach';
import { fetchSitemap } from './fetchSitemap';
import { lastmodBounds } from './lastmodRange';
import { parseSitemap } from './parseSitemap';
import type { SitemapEntry } from './readEntry';
import { resolveSitemapLimits } from './sitemapLimits';
import { scopeProblem, sitemapScope } from './sitemapScope';
import { createTally, type Tally, tallyUrlset } from './tallyUrlset';
import type { ExploreOptions, SitemapFile, SitemapReport } from './types';

interface Pending {
  url: string;
  depth: number;
  parent?: string;
}

/**
 * Fetches the given sitemaps and, depth first in document order, the sitemaps their indexes list;
 * counts and gates every page URL. Bad input of any kind is a `files[]` entry with `kind: 'error'`,
 * a cap is `truncated` plus a reason in `limits`, cancelling is `cancelled: true`: it never throws
 * (unless a callback of the caller does).
 */
export async function exploreSitemaps(
  urls: string[],
  opts: ExploreOptions,
): Promise<SitemapReport> {
  const limits = resolveSitemapLimits(opts.limits);
  const tally = createTally(limits);
  const { report } = tally;
  const seen = new Set<string>();
  const stack: Pending[] = urls.map((url) => ({ url, depth: 1 })).reverse();
  let fetched = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (opts.signal?.aborted) break;
    const key = sitemapKey(next.url);
    if (key !== undefined && seen.has(key)) {
      report.duplicateSitemaps++;
      continue;
    }
    if (key !== undefined) seen.add(key);
    if (fetched >= limits.maxFiles) {
      hitLimit(tally, `stopped after ${limits.maxFiles} files; ${stack.length + 1} not fetched`);
      break;
    }
    if (report.urlCount >= limits.maxTotalUrls) {
      hitLimit(tally, `stopped at ${limits.maxTotalUrls} URLs over all files`);
      break;
    }
    const file: SitemapFile = { url: next.url, kind: 'error', urls: 0, depth: next.depth };
    if (next.parent) file.parent = next.parent;
    if (key === undefined) {
      file.error = 'not an http(s) URL';
    } else {
      fetched++;
      const body = await fetchSitemap(key, {
        fetch: opts.fetch,
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        signal: opts.signal,
      });
      if (!body.ok && body.cancelled) break;
      if (!body.ok) file.error = body.reason;
      else {
        file.bytes = body.bytes;
        file.gzipped = body.gzipped;
        const parsed = parseSitemap(body.text);
        if (!parsed.ok) file.error = parsed.reason;
        else if (parsed.kind === 'urlset') {
          file.kind = 'urlset';
          tallyUrlset(tally, file, parsed.entries, opts);
        } else {
          file.kind = 'sitemapindex';
          stack.push(...indexChildren(tally, file, parsed.entries).reverse());
        }
      }
    }
    if (file.limit) hitLimit(tally, `${file.url}: ${file.limit}`);
    report.files.push(file);
    opts.onProgress?.({ files: report.files.length, urls: report.urlCount });
  }
  report.cancelled = opts.signal?.aborted ?? false;
  const bounds = lastmodBounds(tally.lastmod);
  if (bounds) {
    report.lastmodMin = bounds.min;
    report.lastmodMax = bounds.max;
  }
  report.invalidLastmod = tally.lastmod.invalid;
  return report;
}

/** The URL as fetched and as remembered in the seen-set (fragment dropped), or undefined if not http(s). */
function sitemapKey(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  parsed.hash = '';
  return parsed.href;
}

function hitLimit(tally: Tally, reason: string): void {
  tally.report.truncated = true;
  tally.report.limits.push(reason);
}

/**
 * The child sitemaps of an index, to visit next. sitemaps.org: an index lists at most 50,000
 * sitemaps, on its own site only (a child elsewhere is kept, with a scope warning).
 */
function indexChildren(tally: Tally, file: SitemapFile, entries: SitemapEntry[]): Pending[] {
  const { report, limits } = tally;
  const scope = sitemapScope(file.url);
  const children: Pending[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const loc = entry.loc ?? '';
    if (!sitemapKey(loc)) {
      skipped++;
      report.skippedCount++;
      if (report.skipped.length < limits.maxListed) report.skipped.push(detach(loc));
      continue;
    }
    if (children.length >= limits.maxUrls) {
      file.limit = `stopped at ${limits.maxUrls} child sitemaps (sitemaps.org: at most 50,000)`;
      break;
    }
    const url = detach(loc);
    const problem = scope ? scopeProblem(scope, url, false) : null;
    if (problem) {
      file.outOfScope = (file.outOfScope ?? 0) + 1;
      report.scopeWarningCount++;
      if (report.scopeWarnings.length < limits.maxListed) {
        report.scopeWarnings.push({ sitemap: file.url, url, reason: problem });
      }
    }
    children.push({ url, depth: file.depth + 1, parent: file.url });
  }
  file.urls = children.length;
  if (skipped) file.skipped = skipped;
  if (children.length && file.depth >= limits.maxDepth) {
    file.limit = `depth limit ${limits.maxDepth} reached: ${children.length} child sitemaps not fetched`;
    return [];
  }
  return children;
}

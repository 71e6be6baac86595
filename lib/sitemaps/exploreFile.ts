import { cutText } from './cutText';
import { detach } from './detach';
import { fetchSitemap } from './fetchSitemap';
import { createSitemapScanner, type SitemapEntry } from './sitemapScanner';
import { scopeProblem, sitemapScope } from './sitemapScope';
import { type Tally, tallyUrlset, type UrlsetTally } from './tallyUrlset';
import type { ExploreOptions, SitemapFile } from './types';

export interface Pending {
  url: string;
  depth: number;
  parent?: string;
}

const MAX_CHILD_URL = 4096;

/** Ends the read of a file that hit a cap; the file itself is fine. */
const ENOUGH = '\u0000enough';

/**
 * Fetches one sitemap and reads it as it streams in: page URLs are gated as they come, an index's
 * children are returned to visit next. Fills `file`; never throws.
 */
export async function exploreFile(
  tally: Tally,
  file: SitemapFile,
  url: string,
  opts: ExploreOptions,
  yieldSometimes: () => Promise<void>,
): Promise<Pending[]> {
  const { limits } = tally;
  let urlset: UrlsetTally | undefined;
  const index = indexReader(tally, file);
  const scanner = createSitemapScanner((entry) => {
    if (scanner.kind() === 'urlset') {
      urlset ??= tallyUrlset(tally, file, opts);
      urlset.add(entry);
    } else index.add(entry);
  });
  const body = await fetchSitemap(
    url,
    { ...opts, maxBytes: limits.maxBytes, timeoutMs: limits.timeoutMs },
    async (text) => {
      const problem = scanner.push(text);
      if (problem) return problem;
      if (file.limit) return ENOUGH;
      await yieldSometimes();
      return opts.signal?.aborted ? 'cancelled' : null;
    },
  );
  const problem = body.ok ? scanner.end() : body.reason === ENOUGH ? null : body.reason;
  if (body.ok) {
    file.bytes = body.bytes;
    file.gzipped = body.gzipped;
  }
  urlset?.finish();
  const kind = scanner.kind();
  if (opts.signal?.aborted) {
    // Cancel keeps what was read: a file read in part says so.
    if (kind && !body.ok) {
      file.kind = kind;
      file.limit = { code: 'cancelled-reading' };
    }
    return [];
  }
  if (problem) {
    file.kind = 'error';
    file.error = problem;
    return [];
  }
  if (!kind) return [];
  file.kind = kind;
  if (kind === 'urlset') return [];
  return index.children();
}

/**
 * The child sitemaps of an index, to visit next. sitemaps.org: an index lists at most 50,000
 * sitemaps, on its own site (without a robots.txt to vouch for it, a child elsewhere is kept with
 * a scope warning).
 */
function indexReader(tally: Tally, file: SitemapFile) {
  const { report, limits } = tally;
  const scope = tally.robotsOrigin ? undefined : sitemapScope(file.url);
  const children: Pending[] = [];
  let skipped = 0;
  return {
    add(entry: SitemapEntry) {
      if (file.limit) return;
      const loc = entry.loc ?? '';
      // A location longer than any usable URL is skipped whole, never cut and fetched.
      if (loc.length > MAX_CHILD_URL || sitemapKey(loc) === undefined) {
        skipped++;
        report.skippedCount++;
        if (report.skipped.length < limits.maxListed) report.skipped.push(cutText(loc));
        return;
      }
      if (children.length >= limits.maxUrls) {
        file.limit = { code: 'children', max: limits.maxUrls };
        return;
      }
      const url = detach(loc);
      const problem = scope ? scopeProblem(scope, url, false) : null;
      if (problem) {
        file.outOfScope = (file.outOfScope ?? 0) + 1;
        report.scopeWarningCount++;
        if (report.scopeWarnings.length < limits.maxListed) {
          report.scopeWarnings.push({ sitemap: file.url, url: cutText(url), reason: problem });
        }
      }
      children.push({ url, depth: file.depth + 1, parent: file.url });
    },
    children(): Pending[] {
      file.urls = children.length;
      if (skipped) file.skipped = skipped;
      if (children.length && file.depth >= limits.maxDepth) {
        file.limit = { code: 'depth', max: limits.maxDepth, notFetched: children.length };
        return [];
      }
      return children;
    },
  };
}

/** The URL as fetched and as remembered in the seen-set (fragment dropped), or undefined if not http(s). */
export function sitemapKey(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  parsed.hash = '';
  return parsed.href;
}

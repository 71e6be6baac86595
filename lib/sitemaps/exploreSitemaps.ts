import { exploreFile, type Pending, sitemapKey } from './exploreFile';
import { lastmodBounds } from './lastmodRange';
import type { SitemapLimit, SitemapLimitNote } from './sitemapLimit';
import { resolveSitemapLimits } from './sitemapLimits';
import { createTally, type Tally } from './tallyUrlset';
import type { ExploreOptions, SitemapFile, SitemapReport } from './types';
import { createYielder } from './yieldSometimes';

/** Files read at the same time over all hosts (each in constant memory). */
const MAX_RUNNING = 6;

/**
 * Fetches the given sitemaps and, in document order, the sitemaps their indexes list, at most
 * `perHost` at a time per host; counts and gates every page URL as the bodies stream in. Bad input
 * of any kind is a `files[]` entry with `kind: 'error'`, a cap is `truncated` plus a reason in
 * `limits`, cancelling is `cancelled: true` with what was read so far: it never throws (unless a
 * callback of the caller does).
 */
export async function exploreSitemaps(
  urls: string[],
  opts: ExploreOptions,
): Promise<SitemapReport> {
  const limits = resolveSitemapLimits(opts.limits);
  const tally = createTally(limits, opts.robotsUrl);
  const { report } = tally;
  const yieldSometimes = createYielder();
  const seen = new Set<string>();
  // A stack: an index's children go on top, so with one file at a time the walk is depth first.
  const stack: Pending[] = urls.map((url) => ({ url, depth: 1 })).reverse();
  const perHost = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let fetched = 0;
  let finished = 0;
  let halted = false;
  const progress = () => opts.onProgress?.({ files: finished, urls: report.urlCount });

  /** The next pending file whose host has room, taken off the stack; a file that needs no fetch is settled here. */
  function startNext(): boolean {
    for (let at = stack.length - 1; at >= 0; at--) {
      const next = stack[at] as Pending;
      const key = sitemapKey(next.url);
      const host = key ? new URL(key).host : '';
      if (key && (perHost.get(host) ?? 0) >= limits.perHost) continue;
      stack.splice(at, 1);
      if (key !== undefined && seen.has(key)) {
        report.duplicateSitemaps++;
        return true;
      }
      if (key !== undefined) seen.add(key);
      if (key !== undefined && fetched >= limits.maxFiles) {
        halt(tally, { code: 'files', max: limits.maxFiles, notFetched: stack.length + 1 });
        return false;
      }
      if (report.urlCount >= limits.maxTotalUrls) {
        halt(tally, { code: 'total-urls', max: limits.maxTotalUrls });
        return false;
      }
      const file: SitemapFile = { url: next.url, kind: 'error', urls: 0, depth: next.depth };
      if (next.parent) file.parent = next.parent;
      report.files.push(file);
      if (key === undefined) {
        file.error = 'not an http(s) URL';
        finished++;
        progress();
        return true;
      }
      fetched++;
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      const task = exploreFile(tally, file, key, opts, yieldSometimes).then((children) => {
        perHost.set(host, (perHost.get(host) ?? 1) - 1);
        running.delete(task);
        if (file.limit) noteLimit(tally, { ...file.limit, url: file.url });
        if (!halted) stack.push(...children.reverse());
        finished++;
        if (!opts.signal?.aborted) progress();
      });
      running.add(task);
      return true;
    }
    return false;
  }

  function halt(t: Tally, reason: SitemapLimit): void {
    halted = true;
    stack.length = 0;
    noteLimit(t, reason);
  }

  while (!opts.signal?.aborted) {
    while (!halted && running.size < MAX_RUNNING && !opts.signal?.aborted && startNext()) {}
    if (running.size === 0) break;
    await Promise.race(running);
  }
  await Promise.all(running); // each ends promptly on abort: fetches race the signal
  report.cancelled = opts.signal?.aborted ?? false;
  // A file cancelled before anything of it was read is not a result.
  if (report.cancelled) report.files = report.files.filter((f) => f.kind !== 'error' || f.error);
  const bounds = lastmodBounds(tally.lastmod);
  if (bounds) {
    report.lastmodMin = bounds.min;
    report.lastmodMax = bounds.max;
  }
  report.invalidLastmod = tally.lastmod.invalid;
  report.otherHosts = [...tally.otherHosts].map(([origin, count]) => ({ origin, count }));
  return report;
}

function noteLimit(tally: Tally, reason: SitemapLimitNote): void {
  tally.report.truncated = true;
  tally.report.limits.push(reason);
}

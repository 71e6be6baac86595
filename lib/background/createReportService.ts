import type { RobotsCache, Snapshot } from '@/lib/cache';
import { crawlerToken } from '@/lib/crawlers';
import { createLru } from '@/lib/createLru';
import { originOf } from '@/lib/fetch';
import { buildReport, type Report, tokenCaveat, unusableAs } from '@/lib/report';
import { googleReadingOf } from '@/lib/report/googleReading';
import { parseRobots } from '@/lib/robots';
import type { RobotsFile } from '@/lib/robots/types';
import type { Settings } from '@/lib/settings';
import { createPageGate, type PageGate } from '@/lib/sitemaps/pageGate';
import { type BackgroundPhase, markPhase } from './markPhase';

export interface ReportServiceDeps {
  cache: RobotsCache;
  settings: () => Promise<Settings>;
  version: string;
  now: () => number;
  /** The engine's parser; injected so tests can count parses. */
  parse?: typeof parseRobots;
}

/** Parsed files kept per snapshot hash: parse once, check many (STYLE.md practice 3). */
const PARSED_KEEP = 16;

/**
 * Answers "what does robots.txt say about this URL for this crawler": resolves the origin,
 * asks the cache (which fetches when it must), parses once per snapshot and builds the report.
 */
export function createReportService(deps: ReportServiceDeps) {
  const parseText = deps.parse ?? parseRobots;
  const parsed = createLru<string, RobotsFile>(PARSED_KEEP);

  function memo(key: string, make: () => RobotsFile): RobotsFile {
    const hit = parsed.get(key);
    if (hit) return hit;
    const robots = make();
    parsed.set(key, robots);
    return robots;
  }

  function parse(snapshot: Snapshot): RobotsFile {
    return memo(`${snapshot.robotsUrl} ${snapshot.sha256}`, () =>
      parseText(snapshot.status === 'fetched' ? snapshot.text : '', snapshot.robotsUrl),
    );
  }

  async function report(
    url: string,
    agent: string | undefined,
    force: boolean,
    mark: (phase: BackgroundPhase) => void = markPhase,
    crawlers = true,
    readings = false,
  ): Promise<Report> {
    mark('bg:asked');
    const settings = await deps.settings();
    mark('bg:settings');
    const origin = originOf(url);
    const base = {
      url,
      // A whole User-Agent string names its crawler (`?agent=`, a saved default): GPTBot, not Mozilla.
      agent: crawlerToken(agent ?? settings.defaultAgent) || (agent ?? settings.defaultAgent),
      limits: { floor: settings.delayFloor, ceiling: settings.delayCeiling },
      version: deps.version,
    };
    if (!origin.ok) {
      return buildReport({ ...base, origin: null, cache: null, robots: null, now: deps.now() });
    }
    const cache = await deps.cache.get(origin.origin, { force });
    mark('bg:snapshot');
    const robots = parse(cache.snapshot);
    mark('bg:parsed');
    const built = buildReport({
      ...base,
      origin: origin.origin,
      cache,
      robots,
      now: deps.now(),
      crawlers,
    });
    // Issue 13 item 6: beside an unreachable cross-origin redirect, what Google reads there.
    const sha = cache.snapshot.sha256;
    const googleReading = googleReadingOf(cache.snapshot, url, built.agent, (text, target) =>
      memo(`${target} ${sha}`, () => parseText(text, target)),
    );
    mark('bg:report');
    const answer = googleReading ? { ...built, googleReading } : built;
    if (!readings) return answer;
    const caveated = withTokenCaveat(answer, robots);
    mark('bg:caveat');
    return caveated;
  }

  /**
   * The sitemap explorer's gate for `pageUrl`'s origin and one crawler (lib/sitemaps/pageGate.ts:
   * other origins read as allowed; an unreachable or expired robots.txt disallows every same-origin
   * URL, the same rule as the report's verdict).
   */
  async function checker(pageUrl: string, agent: string): Promise<PageGate> {
    const page = originOf(pageUrl);
    if (!page.ok) throw new Error(page.message);
    const answer = await deps.cache.get(page.origin);
    return createPageGate(parse(answer.snapshot), page.origin, agent, unusableAs(answer) === null);
  }

  return {
    report: (url: string, agent?: string) => report(url, agent, false),
    /** The popup's report: also the caveats that need the readings (not the badge's). */
    popupReport: (url: string, agent?: string) => report(url, agent, false, markPhase, true, true),
    refresh: (url: string, agent?: string) => report(url, agent, true, markPhase, true, true),
    /** The report, unmarked: start-up work that fills the caches (its phases are not the answer's). */
    warm: (url: string) => report(url, undefined, false, () => {}),
    /** The badge's report, unmarked: the default crawler's verdict only, no crawler table (issue 12). */
    badge: (url: string) => report(url, undefined, false, () => {}, false),
    checker,
    parse,
  };
}

/** Adds `non-rfc-token` with what Scrapy and Python answer, when the rules were read. */
function withTokenCaveat(report: Report, robots: RobotsFile): Report {
  if (report.verdict !== 'allowed' && report.verdict !== 'disallowed') return report;
  const caveat = tokenCaveat(robots, report.robotsText ?? '', report.url, report.agent);
  return caveat ? { ...report, caveats: [...(report.caveats ?? []), caveat] } : report;
}

export type ReportService = ReturnType<typeof createReportService>;

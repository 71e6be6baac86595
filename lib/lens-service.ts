import type { RobotsCache } from './cache';
import type { Snapshot } from './fetch';
import { originOf } from './fetch';
import { googleReadingOf } from './fetch/googleReading';
import type { CacheAnswer } from './report';
import { buildReport } from './report';
import type { Report } from './report-types';
import { parseRobots } from './robots';
import type { RobotsFile } from './robots/types';
import type { Settings } from './settings';

export interface LensServiceDeps {
  cache: RobotsCache;
  settings: () => Promise<Settings>;
  version: string;
  now: () => number;
}

/** Parsed files kept per snapshot hash: parse once, check many (STYLE.md practice 3). */
const PARSED_KEEP = 16;

/**
 * Answers "what does robots.txt say about this URL for this crawler": resolves the origin,
 * asks the cache (which fetches when it must), parses once per snapshot and builds the report.
 */
export function createLensService(deps: LensServiceDeps) {
  const parsed = new Map<string, RobotsFile>();

  function memo(key: string, make: () => RobotsFile): RobotsFile {
    const hit = parsed.get(key);
    if (hit) {
      parsed.delete(key); // re-insert: the Map's order is the recency order
      parsed.set(key, hit);
      return hit;
    }
    const robots = make();
    parsed.set(key, robots);
    if (parsed.size > PARSED_KEEP) parsed.delete(parsed.keys().next().value as string);
    return robots;
  }

  function parse(snapshot: Snapshot): RobotsFile {
    return memo(`${snapshot.robotsUrl} ${snapshot.sha256}`, () =>
      parseRobots(snapshot.status === 'fetched' ? snapshot.text : '', snapshot.robotsUrl),
    );
  }

  async function report(url: string, agent: string | undefined, force: boolean): Promise<Report> {
    const settings = await deps.settings();
    const origin = originOf(url);
    const base = {
      url,
      agent: agent ?? settings.defaultAgent,
      limits: { floor: settings.delayFloor, ceiling: settings.delayCeiling },
      version: deps.version,
    };
    if (!origin.ok) {
      return buildReport({ ...base, origin: null, answer: null, robots: null, now: deps.now() });
    }
    const result = await deps.cache.get(origin.origin, { force });
    const answer: CacheAnswer = result;
    const built = buildReport({
      ...base,
      origin: origin.origin,
      answer,
      robots: parse(result.snapshot),
      now: deps.now(),
    });
    const cacheWarnings = result.warnings.map((w) => ({
      line: 0,
      code: w.code,
      message: w.message,
    }));
    // Issue 13 item 6: beside an unreachable cross-origin redirect, what Google reads there.
    const sha = result.snapshot.sha256;
    const googleReading = googleReadingOf(result.snapshot, url, built.agent, (text, target) =>
      memo(`${target} ${sha}`, () => parseRobots(text, target)),
    );
    return {
      ...built,
      ...(cacheWarnings.length ? { warnings: [...cacheWarnings, ...built.warnings] } : {}),
      ...(googleReading ? { googleReading } : {}),
    };
  }

  return {
    report: (url: string, agent?: string) => report(url, agent, false),
    refresh: (url: string, agent?: string) => report(url, agent, true),
    parse,
  };
}

export type LensService = ReturnType<typeof createLensService>;

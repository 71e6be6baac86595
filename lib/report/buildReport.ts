import type { CacheResult } from '@/lib/cache';
import { delayNoteOf } from '@/lib/crawlerDelayNotes';
import { CRAWLER_PRESETS, checkCrawler, findPreset } from '@/lib/crawlers';
import { checkUrl, listSitemaps, productToken, resolveCrawlDelay } from '@/lib/robots';
import type { RobotsFile, Verdict } from '@/lib/robots/types';
import type { Caveat } from './caveatTypes';
import { wildcardCaveat } from './crawlerCaveats';
import { crawlerNotes, unreachableNotes } from './crawlerNotes';
import {
  agentLabel,
  expiredWhy,
  explainVerdict,
  schemeOf,
  unavailableWhy,
  unreachableWhy,
  verdictWhy,
} from './explanations';
import { reportWarnings } from './reportWarnings';
import { snapshotInfo } from './snapshotInfo';
import { MIN_PACE_SAMPLES, suggestedPace } from './suggestedPace';
import type { CrawlerRow, DeciderGroup, DelayInfo, Report } from './types';
import { verdictKind } from './verdictPolicy';

/** What the report reads of the cache's answer (a whole `CacheResult` will do). */
export type ReportCache = Pick<CacheResult, 'snapshot' | 'state' | 'refreshing'> &
  Partial<Pick<CacheResult, 'retryInMs' | 'warnings'>>;

export interface ReportInput {
  url: string;
  agent: string;
  /** null: the URL is not a web page (chrome:, file:, about:, …). */
  origin: string | null;
  /** The cache's answer for the origin, as it came. */
  cache: ReportCache | null;
  /** The parsed snapshot text (parsing is memoised by the caller). */
  robots: RobotsFile | null;
  limits: { floor: number; ceiling: number };
  version: string;
  now: number;
  /**
   * false for the badge: only the chosen crawler is checked and `crawlers` stays empty; the
   * table of every preset is built for the popup only (issue 12 item 2).
   */
  crawlers?: boolean;
}

/** Builds the report the popup renders and the badge summarises. Pure. */
export function buildReport(input: ReportInput): Report {
  const agent = productToken(input.agent) || '*';
  const base = {
    url: input.url,
    origin: input.origin,
    agent,
    extensionVersion: input.version,
    generatedAt: input.now,
  };
  const { cache } = input;
  if (!input.origin || !cache) {
    return {
      ...base,
      ...EMPTY,
      verdict: 'not-applicable',
      headline: 'robots.txt does not apply to this page.',
      why: { kind: 'not-web', scheme: /^([a-z][a-z0-9+.-]*):/i.exec(input.url)?.[1] ?? null },
      explanation: `${schemeOf(input.url)} pages are not fetched by crawlers; only http(s) pages have a robots.txt.`,
    };
  }
  const { snapshot } = cache;
  // An absent robots.txt is parsed as the empty file: every path allowed, no Crawl-delay.
  const robots = snapshot.status === 'unavailable' ? null : input.robots;
  // A preset's token precedence decides (Googlebot-Image → Googlebot; AdsBot ignores *).
  const verdictOf = (token: string): Verdict => {
    if (!robots) return { allowed: false };
    const preset = findPreset(token);
    return preset
      ? checkCrawler(robots, input.url, preset).verdict
      : checkUrl(robots, input.url, token);
  };
  const preset = findPreset(agent);
  const check = robots && preset ? checkCrawler(robots, input.url, preset) : null;
  const verdict = check ? check.verdict : verdictOf(agent);
  const kind = verdictKind(cache, verdict);
  const shared = {
    ...base,
    snapshot: snapshotInfo(cache, input.now),
    robotsText: snapshot.status === 'fetched' ? snapshot.text : null,
    warnings: reportWarnings(cache.warnings ?? [], snapshot, robots),
    sitemaps: robots ? listSitemaps(robots) : [],
  };
  if (kind === 'expired' || kind === 'unreachable') {
    return {
      ...shared,
      verdict: kind,
      rule: null,
      group: null,
      crawlDelay: null,
      crawlers: [],
      headline: `${agentLabel(agent)} may not crawl this page now.`,
      explanation: kind === 'expired' ? expiredWhy(snapshot) : unreachableWhy(snapshot),
      why: unavailableWhy(snapshot, kind),
      others: kind === 'unreachable' ? unreachableNotes(snapshot) : [],
    };
  }
  const crawlDelay = delayInfo(robots, agent, input.limits, snapshot.latencies);
  return {
    ...shared,
    verdict: kind,
    rule: verdict.rule ?? null,
    group: robots ? deciderGroup(robots, verdict) : null,
    crawlDelay,
    crawlers: (input.crawlers === false ? [] : CRAWLER_PRESETS).map((p): CrawlerRow => {
      const v = verdictOf(p.token);
      return {
        token: p.token,
        verdict: v.allowed ? 'allowed' : 'disallowed',
        rule: v.rule ?? null,
      };
    }),
    headline: `${agentLabel(agent)} ${verdict.allowed ? 'may' : 'may not'} crawl this page.`,
    explanation: explainVerdict(snapshot, verdict, robots),
    why: verdictWhy(snapshot, verdict, robots),
    others: crawlerNotes(snapshot, crawlDelay),
    ...withCaveats(robots ? [wildcardCaveat(robots, agent, check)] : []),
  };
}

/** `caveats` only when there are some (the field is optional on the report). */
function withCaveats(found: (Caveat | null)[]): { caveats?: Caveat[] } {
  const caveats = found.filter((c): c is Caveat => c !== null);
  return caveats.length ? { caveats } : {};
}

const EMPTY = {
  rule: null,
  group: null,
  crawlDelay: null,
  sitemaps: [],
  warnings: [],
  snapshot: null,
  robotsText: null,
  crawlers: [],
  others: [],
} satisfies Partial<Report>;

function deciderGroup(robots: RobotsFile, verdict: Verdict): DeciderGroup | null {
  if (!verdict.group || verdict.group.source === 'none') return null;
  const line = verdict.rule?.line;
  // The group holding the deciding rule comes first: its User-agent line is the one to cite.
  const groups = verdict.group.indexes
    .flatMap((i) => robots.groups[i] ?? [])
    .sort((a, b) => Number(holds(b, line)) - Number(holds(a, line)));
  return {
    source: verdict.group.source,
    agents: groups.flatMap((g) => g.agents.map((a) => ({ value: a.value, line: a.line }))),
    ranges: groups.map((g) => ({ start: g.startLine, end: g.endLine })),
  };
}

function holds(group: RobotsFile['groups'][number], line: number | undefined): boolean {
  return line !== undefined && group.startLine <= line && line <= group.endLine;
}

function delayInfo(
  robots: RobotsFile | null,
  agent: string,
  limits: { floor: number; ceiling: number },
  latencies: number[],
): DelayInfo | null {
  if (!robots) return null;
  const delay = resolveCrawlDelay(robots, agent, limits);
  return {
    ...delay,
    note: delayNoteOf(agent),
    // One latency sample is noise, not a pace (issue 14): wait for several.
    suggestedSeconds:
      delay.declared === null && latencies.length >= MIN_PACE_SAMPLES
        ? suggestedPace(latencies, limits)
        : null,
    floor: limits.floor,
    ceiling: limits.ceiling,
  };
}

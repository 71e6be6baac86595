import { CRAWLER_PRESETS, findPreset } from './crawlers';
import type { Snapshot } from './fetch/types';
import type {
  CrawlerRow,
  DeciderGroup,
  DelayInfo,
  Report,
  SnapshotInfo,
  SnapshotState,
  VerdictKind,
} from './report-types';
import { checkUrl, listSitemaps, productToken, resolveCrawlDelay } from './robots';
import type { RobotsFile, Verdict, Warning } from './robots/types';

/** What the cache answered for the page's origin. */
export interface CacheAnswer {
  snapshot: Snapshot;
  state: SnapshotState;
  refreshing: boolean;
  retryInMs?: number | null;
}

export interface ReportInput {
  url: string;
  agent: string;
  /** null: the URL is not a web page (chrome:, file:, about:, …). */
  origin: string | null;
  answer: CacheAnswer | null;
  /** The parsed snapshot text (parsing is memoised by the caller). */
  robots: RobotsFile | null;
  limits: { floor: number; ceiling: number };
  version: string;
  now: number;
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
  const { answer } = input;
  if (!input.origin || !answer) {
    return {
      ...base,
      ...EMPTY,
      verdict: 'not-applicable',
      headline: 'robots.txt does not apply to this page.',
      explanation: `${schemeOf(input.url)} pages are not fetched by crawlers; only http(s) pages have a robots.txt.`,
    };
  }
  const snapshot = snapshotInfo(answer, input.now);
  // An absent robots.txt is parsed as the empty file: every path allowed, no Crawl-delay.
  const robots = answer.snapshot.status === 'unavailable' ? null : input.robots;
  const verdictOf = (token: string): Verdict =>
    robots ? checkUrl(robots, input.url, token) : { allowed: false };
  const verdict = verdictOf(agent);
  const kind = verdictKind(answer, verdict);
  const shared = {
    ...base,
    snapshot,
    robotsText: answer.snapshot.status === 'fetched' ? answer.snapshot.text : null,
    // Only a fetched file has lines to warn about (an absent one is parsed as empty).
    warnings:
      robots && answer.snapshot.status === 'fetched'
        ? withFetchWarnings(robots.warnings, answer.snapshot)
        : [],
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
      explanation: kind === 'expired' ? expiredWhy(answer) : unreachableWhy(answer.snapshot),
      others: kind === 'unreachable' ? unreachableElsewhere(answer.snapshot) : [],
    };
  }
  const crawlDelay = delayInfo(robots, agent, input.limits, answer.snapshot.latencies);
  return {
    ...shared,
    verdict: kind,
    rule: verdict.rule ?? null,
    group: robots ? deciderGroup(robots, verdict) : null,
    crawlDelay,
    crawlers: CRAWLER_PRESETS.map((p): CrawlerRow => {
      const v = verdictOf(p.token);
      return {
        token: p.token,
        verdict: v.allowed ? 'allowed' : 'disallowed',
        rule: v.rule ?? null,
      };
    }),
    headline: `${agentLabel(agent)} ${verdict.allowed ? 'may' : 'may not'} crawl this page.`,
    explanation: explainVerdict(answer.snapshot, verdict, robots),
    others: elsewhere(answer.snapshot, crawlDelay),
  };
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

/**
 * What only the fetch saw (issue 8): the engine reads the stored text, which the fetch already
 * cut at 500 KiB and decoded (bad bytes → U+FFFD), so it cannot warn about either by itself.
 */
function withFetchWarnings(warnings: Warning[], s: Snapshot): Warning[] {
  const has = (code: string) => warnings.some((w) => w.code === code);
  const extra: Warning[] = [];
  if (s.truncated && !has('size-truncated')) {
    extra.push({
      line: 0,
      code: 'size-truncated',
      message:
        'The file is larger than 500 KiB; only its first 500 KiB were downloaded and read, and the rest is ignored, as RFC 9309 §2.5 allows.',
    });
  }
  if (s.invalidUtf8 && !has('binary-body')) {
    extra.push({
      line: 0,
      code: 'binary-body',
      message:
        'The file holds bytes that are not valid UTF-8; they were replaced by U+FFFD, so lines with them may not mean what their author intended.',
    });
  }
  return extra.length > 0 ? [...extra, ...warnings] : warnings;
}

/**
 * Whether the cached rules may decide at all: an expired snapshot or an unreachable
 * robots.txt means "not crawlable" whatever the rules say (DESIGN.md "Cache", RFC 9309 §2.3.1.4).
 */
export function unusableAs(answer: CacheAnswer): 'expired' | 'unreachable' | null {
  if (answer.state === 'expired') return 'expired';
  if (answer.snapshot.status === 'unavailable') return 'unreachable';
  return null;
}

function verdictKind(answer: CacheAnswer, verdict: Verdict): VerdictKind {
  return unusableAs(answer) ?? (verdict.allowed ? 'allowed' : 'disallowed');
}

function agentLabel(agent: string): string {
  return agent === '*' ? 'A crawler not named in robots.txt' : agent;
}

function schemeOf(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return m ? `${m[1]}:` : 'These';
}

function snapshotInfo(answer: CacheAnswer, now: number): SnapshotInfo {
  const s = answer.snapshot;
  return {
    status: s.status,
    state: answer.state,
    robotsUrl: s.robotsUrl,
    finalUrl: s.finalUrl,
    fetchedAt: s.fetchedAt,
    ageMs: Math.max(0, now - s.fetchedAt),
    sha256: s.sha256,
    httpStatus: s.httpStatus,
    etag: s.etag,
    lastModified: s.lastModified,
    contentType: s.contentType,
    latencyMs: s.latencyMs,
    bytes: s.bytes,
    truncated: s.truncated,
    error: s.error,
    lastAttempt: s.lastAttempt
      ? { at: s.lastAttempt.at, httpStatus: s.lastAttempt.httpStatus, error: s.lastAttempt.error }
      : null,
    refreshing: answer.refreshing,
    retryInMs: answer.retryInMs ?? null,
  };
}

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

function explainVerdict(s: Snapshot, verdict: Verdict, robots: RobotsFile | null): string {
  if (s.status === 'absent') {
    return `robots.txt answered ${s.httpStatus}: no rules are published, so every page may be crawled (RFC 9309 §2.3.1.3).`;
  }
  // The engine words its reason in the same scan that decided (the rule, its group, Google's
  // readings such as `/index.html` → `/$`); the report never re-derives it.
  if (verdict.reason) return verdict.reason;
  return robots && robots.groups.length === 0
    ? 'robots.txt has no rules, so every page may be crawled.'
    : 'No rule in robots.txt matches this path, so it may be crawled.';
}

/** Causes that are the server's own answer: its status says it all. */
const HTTP_CAUSES = new Set(['rate-limited', 'server-error', 'unexpected-status']);

function unreachableWhy(s: Snapshot): string {
  // Other causes (a timeout, a redirect to another origin, a network error) need their words.
  const what =
    s.httpStatus !== null && s.cause !== null && HTTP_CAUSES.has(s.cause)
      ? `robots.txt answered ${s.httpStatus}`
      : `robots.txt could not be used (${s.error ?? 'no answer'})`;
  return `${what}: RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.`;
}

function expiredWhy(answer: CacheAnswer): string {
  const failed = answer.snapshot.lastAttempt
    ? ` The last refresh failed: ${answer.snapshot.lastAttempt.error}.`
    : '';
  return `The robots.txt snapshot is older than the hard expiry, so the host is treated as not crawlable until a refresh succeeds.${failed}`;
}

function unreachableElsewhere(s: Snapshot): Report['others'] {
  const others: Report['others'] = [
    {
      crawler: 'Scrapy (ROBOTSTXT_OBEY)',
      text: 'would crawl this page: it treats an unreachable robots.txt as allow-all.',
    },
  ];
  if (s.cause === 'rate-limited' || s.cause === 'server-error') {
    others.push({
      crawler: 'Googlebot',
      text: 'treats 429/5xx as a full disallow too, but after 12 hours falls back to its last cached copy; after 30 days of errors without one it assumes no restrictions.',
    });
  }
  if (s.cause === 'cross-origin-redirect') {
    others.push({
      crawler: 'Googlebot',
      text: 'follows a robots.txt redirect to another origin (up to 5 hops) and uses the rules found there.',
    });
  }
  return others;
}

function elsewhere(s: Snapshot, delay: DelayInfo | null): Report['others'] {
  const others: Report['others'] = [];
  if (s.status === 'absent' && (s.httpStatus === 401 || s.httpStatus === 403)) {
    others.push({
      crawler: "Python's urllib.robotparser",
      text: `would not crawl this page: it treats ${s.httpStatus} as disallow-all, while RFC 9309 treats every 4xx as no rules.`,
    });
  }
  if (delay && delay.declared !== null) {
    others.push({
      crawler: 'Scrapy (ROBOTSTXT_OBEY)',
      text: `ignores Crawl-delay; set DOWNLOAD_DELAY = ${delay.seconds} to honour it.`,
    });
  }
  return others;
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
    note: findPreset(agent)?.delayNote ?? null,
    // One latency sample is noise, not a pace (issue 14): wait for several.
    suggestedSeconds:
      delay.declared === null && latencies.length >= MIN_PACE_SAMPLES
        ? suggestedPace(latencies, limits)
        : null,
    floor: limits.floor,
    ceiling: limits.ceiling,
  };
}

/** Fetch latencies needed before a measured pace is offered. */
export const MIN_PACE_SAMPLES = 3;

/**
 * With no declared delay, pace by the server's own speed the way Scrapy's AutoThrottle
 * does at concurrency 1: one request per median response time, never below the floor.
 */
export function suggestedPace(latenciesMs: number[], limits: { floor: number; ceiling: number }) {
  if (latenciesMs.length === 0) return limits.floor;
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  const seconds = Math.round(median / 100) / 10;
  return Math.min(limits.ceiling, Math.max(limits.floor, seconds));
}

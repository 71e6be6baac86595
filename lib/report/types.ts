import type { SnapshotState, SnapshotStatus, UnavailableCause } from '@/lib/cache';
import type { CrawlDelay, RuleLine, Warning } from '@/lib/robots/types';
import type { Caveat } from './caveatTypes';
import type { GoogleReading } from './googleReading';

/**
 * What the background answers for one page URL and one crawler token: plain data
 * over the message contract. The popup renders it; `buildReport` (lib/report/buildReport.ts) makes it.
 */
export type VerdictKind = 'allowed' | 'disallowed' | 'unreachable' | 'expired' | 'not-applicable';
export type { SnapshotState, SnapshotStatus } from '@/lib/cache';

export interface SnapshotInfo {
  status: SnapshotStatus;
  state: SnapshotState;
  robotsUrl: string;
  finalUrl: string;
  /** Last successful contact (a 304 resets it), ms epoch. */
  fetchedAt: number;
  ageMs: number;
  sha256: string;
  httpStatus: number | null;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  latencyMs: number;
  bytes: number;
  truncated: boolean;
  /** The body held bytes that were not UTF-8 (replaced by U+FFFD); each reading's crawler decodes them its own way. */
  invalidUtf8?: boolean;
  /** Why the snapshot is unavailable, in words (timeout, 503, cross-origin redirect to …). */
  error: string | null;
  /** Why, as a code (`refused-private`, `redirect-loop`, `cross-origin-redirect`…), or null. */
  cause: UnavailableCause | null;
  /** A refresh that failed while an older snapshot was kept. */
  lastAttempt: {
    at: number;
    httpStatus: number | null;
    error: string;
    /** Why it failed, as a code: the UI words it (`error` is the English sentence). */
    cause?: UnavailableCause;
  } | null;
  /** A background refresh is running; the popup updates when it lands. */
  refreshing: boolean;
  /** Set when a Refresh was refused by the per-origin rate limit. */
  retryInMs: number | null;
}

export interface DeciderGroup {
  source: 'agent' | 'wildcard' | 'none';
  /** The User-agent lines of every group that applied (merged, RFC 9309 §2.2.1). */
  agents: { value: string; line: number }[];
  /** Line ranges of those groups, for highlighting. */
  ranges: { start: number; end: number }[];
}

export interface DelayInfo extends CrawlDelay {
  /** What this crawler's operator says it does with Crawl-delay, if known. */
  note: string | null;
  /** With no declared delay: a pace from the origin's measured fetch latency (median), ≥ floor. */
  suggestedSeconds: number | null;
  floor: number;
  ceiling: number;
}

export interface CrawlerRow {
  token: string;
  verdict: 'allowed' | 'disallowed';
  rule: RuleLine | null;
}

/**
 * Why the verdict is what it is, as data: the popup words it in the browser's language
 * (components/reportText.ts); `explanation` keeps the English sentence for audit records.
 */
export type ReportWhy =
  | { kind: 'not-web'; scheme: string | null }
  | { kind: 'absent'; httpStatus: number | null }
  | { kind: 'robots-txt' }
  | { kind: 'no-group' }
  | { kind: 'no-rule'; group: 'agent' | 'wildcard'; path: string }
  | {
      kind: 'rule';
      directive: 'allow' | 'disallow';
      pattern: string;
      line: number;
      /** Google's reading of the pattern (`/index.html` → `/$`), when it decided. */
      derived: string | null;
      group: 'agent' | 'wildcard';
      path: string;
    }
  | { kind: 'empty-file' }
  | { kind: 'no-match' }
  | { kind: 'unreachable'; httpStatus: number | null; cause: string | null; error: string | null }
  | {
      kind: 'expired';
      lastError: string | null;
      /** The last refresh's failure as data, for the UI's words (`lastError` is English). */
      last?: FetchFailure | null;
    };

/** A failed fetch as data: its cause code, HTTP status and the English/browser error text. */
export interface FetchFailure {
  cause: UnavailableCause | null;
  httpStatus: number | null;
  error: string | null;
}

/** How another crawler reads the same outcome: `code` and `value` for the UI, `text` in English. */
export type OtherCode =
  | 'scrapy-unreachable'
  | 'google-5xx'
  | 'google-cross-origin'
  | 'urllib-4xx'
  | 'scrapy-delay';

/** The snapshot's text differs from the previous version the cache kept (DESIGN.md "History"). */
export interface Changed {
  added: number;
  removed: number;
  /** ISO time the previous version was last seen. */
  since: string;
  previousSha256: string;
  /** The added and removed lines (first MAX_CHANGED_LINES, each cut), numbered in their version. */
  lines: { kind: 'added' | 'removed'; line: number; text: string }[];
  truncated: boolean;
  /** The diff gave up on its time budget: counts compare the sets of lines. */
  approximate: boolean;
}

export interface Report {
  url: string;
  origin: string | null;
  /** The product token the verdict is for. */
  agent: string;
  verdict: VerdictKind;
  /** One line a site owner understands: "Googlebot may crawl this page." */
  headline: string;
  /** Why: "Disallow: /private at line 4 (User-agent: * at line 1) matched the path." */
  explanation: string;
  /** The same, as data for the UI's words. */
  why: ReportWhy;
  rule: RuleLine | null;
  group: DeciderGroup | null;
  crawlDelay: DelayInfo | null;
  sitemaps: string[];
  warnings: Warning[];
  snapshot: SnapshotInfo | null;
  /** The robots.txt text behind the verdict, for the line view (null when none). */
  robotsText: string | null;
  /** "Who may crawl this page": one row per preset token. */
  crawlers: CrawlerRow[];
  /** How other crawlers read the same outcome where they differ. */
  others: { crawler: string; text: string; code: OtherCode; value?: number }[];
  extensionVersion: string;
  generatedAt: number;
  /**
   * Caveats only the builder can know (e.g. `wildcard-ignored` for a crawler that skips the `*`
   * group). The popup adds the ones it derives from the snapshot and the token itself
   * (components/caveats.ts); a code given here wins over the derived one.
   */
  caveats?: Caveat[];
  /** With a cross-origin robots.txt redirect: what Google reads at the target. */
  googleReading?: GoogleReading | null;
  /** Set by the popup's requests when the file changed since the previous version; else absent. */
  changed?: Changed | null;
}

/**
 * Plain data produced by the engine. Everything here survives structured cloning
 * (messaging, storage) unchanged: no classes, no functions, no Maps.
 * The public names below are a contract (docs/design.md "The engine's public surface").
 */

export interface Warning {
  /** 1-based line number in the robots.txt text; 0 for file-level warnings. */
  line: number;
  /** Stable machine code, e.g. `rule-outside-group`, `typo-directive`, `html-body`. */
  code: string;
  /** One sentence a site owner understands. */
  message: string;
}

export interface RuleLine {
  directive: 'allow' | 'disallow';
  /** The pattern as Google matches it (non-ASCII percent-encoded, escapes upper-cased). */
  pattern: string;
  /** 1-based line number. */
  line: number;
  /** The value as written, present only when encoding changed it (`/ツ` for `/%E3%83%84`). */
  written?: string;
}

export interface AgentLine {
  /** The value as written on the `User-agent:` line. */
  value: string;
  /** The product token it names (`*` for the wildcard, '' when it names none). */
  token: string;
  line: number;
}

export interface CrawlDelayLine {
  raw: string;
  line: number;
}

export interface Group {
  agents: AgentLine[];
  rules: RuleLine[];
  crawlDelays: CrawlDelayLine[];
  /** First and last line of the group (User-agent run through its last record). */
  startLine: number;
  endLine: number;
}

/** A group as the crawlers that honour Crawl-delay read it (DESIGN.md "Crawl-delay"). */
export interface DelayGroup {
  /** `token`: `*`, or the value's leading `[A-Za-z0-9_-]` run lower-cased ('' names no one). */
  agents: AgentLine[];
  crawlDelays: CrawlDelayLine[];
}

export interface RobotsFile {
  robotsUrl: string;
  groups: Group[];
  /** Crawl-delay's own grouping: a User-agent after any other record starts a new group. */
  delayGroups: DelayGroup[];
  /** Sitemap URLs as written, with their lines (resolution happens in listSitemaps). */
  sitemaps: { raw: string; line: number }[];
  warnings: Warning[];
  /** Number of lines read (after the 500 KiB cap). */
  lineCount: number;
  /** Bytes of the UTF-8 body that were read / that existed. */
  bytesParsed: number;
  bytesTotal: number;
}

export interface MatchedGroup {
  /** Indexes into RobotsFile.groups of every group that applied (merged). */
  indexes: number[];
  source: 'agent' | 'wildcard' | 'none';
  /** First and last line of each selected group, in the order of `indexes` (for highlighting). */
  ranges?: { startLine: number; endLine: number }[];
}

export interface Verdict {
  allowed: boolean;
  rule?: { directive: 'allow' | 'disallow'; pattern: string; line: number };
  /** Which groups were selected for the agent (the deciding rule belongs to one of them). */
  group?: MatchedGroup;
  /** Why, in one sentence: e.g. "/robots.txt is always allowed (RFC 9309 §2.2.2)". */
  reason?: string;
  /** The path, params and query that were compared (non-ASCII percent-encoded). */
  path?: string;
}

export interface CrawlDelay {
  seconds: number;
  declared: number | null;
  raw: string | null;
  line: number | null;
  source: 'agent' | 'wildcard' | 'none';
  reason: string;
  flagged: boolean;
}

export interface DelayLimits {
  floor: number;
  ceiling: number;
}

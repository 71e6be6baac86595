/**
 * Plain data the page-signal readers produce (docs/design.md "Beyond robots.txt: the page's own
 * signals"). Codes and values only, no sentences: the popup words them. Everything survives
 * structured cloning (messaging, storage) unchanged.
 */

/** Response headers as received, in order; a name may repeat (`X-Robots-Tag` twice). */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/** One `<meta>` or `<link>` of the head, as read from HTML text or the live DOM. */
export interface HeadMeta {
  name: string;
  content: string;
  /** `http-equiv` instead of `name` (TDMRep allows both). */
  httpEquiv?: boolean;
}
export interface HeadLink {
  rel: string;
  href: string;
}

/** What the head holds: the `<meta>` and `<link>` elements the readers need, bounded. */
export interface HeadData {
  metas: HeadMeta[];
  links: HeadLink[];
  /** `no-head`: the text had no `<head>` (elements before `<body>` still count); `binary`: not text. */
  notes: HeadNote[];
}
export type HeadNote = 'no-head' | 'truncated' | 'binary' | 'too-many-elements';

/** One robots directive as written: `noindex`, `max-snippet:20`, `unavailable_after:…`. */
export interface RobotsDirective {
  name: string;
  /** The value after `:` for `max-snippet`, `unavailable_after` and the like. */
  value?: string;
}

/** Where an indexing directive was found, and the crawler it is addressed to (null: all). */
export interface IndexingSource {
  source: 'meta' | 'header';
  /** `robots`, `googlebot`, … (meta name, lower-case) or `X-Robots-Tag`. */
  name: string;
  /** The crawler the directive is addressed to, lower-case; null for every crawler. */
  agent: string | null;
  /** The directive text as written (after the crawler prefix for a header). */
  text: string;
  directives: RobotsDirective[];
  /** `unavailable_after` whose date passed (`expired`) or cannot be read (`bad-date`). */
  dateNote?: 'expired' | 'pending' | 'bad-date';
}

export type IndexState = 'index' | 'noindex' | 'unknown';
export type FollowState = 'follow' | 'nofollow' | 'unknown';

export interface CanonicalCandidate {
  source: 'link' | 'header';
  /** The href as written. */
  raw: string;
  /** Absolute http(s) URL, or null when it is not one (`invalid` says why). */
  url: string | null;
  invalid?: 'not-http' | 'unparsable';
}

export type CanonicalState = 'self' | 'other' | 'none' | 'conflicting' | 'invalid';

export interface Canonical {
  state: CanonicalState;
  /** The canonical URL when there is exactly one usable one (self or other). */
  url: string | null;
  candidates: CanonicalCandidate[];
}

export interface Indexing {
  index: IndexState;
  follow: FollowState;
  canonical: Canonical;
  /** Every directive that applies to the chosen crawler (generic and crawler-specific). */
  sources: IndexingSource[];
}

export const CONFLICT_CODES = [
  'noindex-unreachable-by-crawler',
  'canonical-disallowed',
  'canonical-other',
  'canonical-conflict',
] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

export interface Conflict {
  code: ConflictCode;
  /** The canonical URL(s) concerned, when the conflict is about canonicals. */
  urls?: string[];
}

export const AI_SIGNAL_KINDS = [
  'content-signal',
  'content-usage',
  'tdm-reservation',
  'noai',
  'noimageai',
  'llms-txt',
] as const;
export type AiSignalKind = (typeof AI_SIGNAL_KINDS)[number];

/** One `key=value` of a Content-Signal or Content-Usage line. */
export interface UsageKey {
  key: string;
  value: string;
  /** A key the vocabulary defines (`search`, `ai-input`, `ai-train`; `train-ai`, …). */
  known: boolean;
}

export type AiSignalNote =
  /** A Content-Signal line uses aipref's `train-ai` (or the reverse): the reader may ignore it. */
  | 'vocabulary-mixup'
  /** A key the vocabulary does not define (shown raw). */
  | 'unknown-key'
  /** A value other than yes/no (Content-Signal) or y/n (Content-Usage). */
  | 'bad-value'
  /** TDMRep: `tdm-reservation` other than 0 or 1, a protocol error read as unset. */
  | 'tdm-unset'
  /** TDMRep: a later step of the processing priority (tdmrep.json, header, meta) overrides it. */
  | 'superseded';

export interface AiSignal {
  signal: AiSignalKind;
  /** The value that applies to this crawler and path, as the contract's `data-value`. */
  value: string;
  source: 'robots' | 'meta' | 'header' | 'well-known';
  /** 1-based robots.txt line (robots sources). */
  line?: number;
  /** The path the line is scoped to (robots sources; `/` when none is written). */
  path?: string;
  /** The text as written. */
  raw: string;
  keys?: UsageKey[];
  notes?: AiSignalNote[];
  /** TDMRep: the policy URL (`tdm-policy`), when given. */
  policy?: string;
}

export interface PageSignals {
  indexing: Indexing;
  conflicts: Conflict[];
  aiSignals: AiSignal[];
  /** What limited the reading of the head (empty when nothing did). */
  headNotes: HeadNote[];
}

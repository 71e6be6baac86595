import type { AiSignal, LlmsTxt, PageSignals, TdmrepFile } from '../signals';

/** What the background answers for "this page's own signals" (lib/messaging.ts `getPageSignals`). */
export interface PageSignalsReport {
  url: string;
  agent: string;
  /** `tab`: the open tab's observed headers and live DOM; `fetched`: fetched once without cookies. */
  from: 'tab' | 'fetched';
  /** The response headers were known (observed, or fetched). */
  headersKnown: boolean;
  /** The head was read (live DOM, or the fetched HTML). */
  headRead: boolean;
  /** HTTP status of the fetched page (`fetched` only). */
  httpStatus: number | null;
  /** Where the fetch ended when it was redirected (`fetched` only): the signals are that page's. */
  redirectedTo: string | null;
  /** Why a part could not be read, as data (the popup words each code). */
  problems: PageProblem[];
  signals: PageSignals;
}

/** A part of the page that could not be read: a code, and the value its words need. */
export interface PageProblem {
  code: 'timeout' | 'network-error' | 'no-head' | 'head-unreadable' | 'no-scripting';
  /** The seconds waited (`timeout`), the browser's or the request guard's own text, or ''. */
  detail: string;
}

export const AI_FILES = ['llms-txt', 'tdmrep'] as const;
export type AiFile = (typeof AI_FILES)[number];

/** `/llms.txt` or `/.well-known/tdmrep.json`, fetched on request. */
export interface AiFileReport {
  file: AiFile;
  /** The URL that was fetched. */
  url: string;
  httpStatus: number | null;
  /** Network error or timeout, in words; null when an answer came. */
  error: string | null;
  llms?: LlmsTxt;
  tdmrep?: TdmrepFile;
  /** The AI signal it gives for the page (null when none: absent, or no entry matches). */
  signal: AiSignal | null;
}

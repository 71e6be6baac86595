import { browser } from 'wxt/browser';
import type { CacheEntrySummary } from '@/lib/cache';
import type { RobotsVersion } from '@/lib/cache/createRobotsHistory';
import { errorText } from '@/lib/errorText';
import { isNoReceiver, type MessagingCode, MessagingError } from '@/lib/messagingError';
import type { Protection } from '@/lib/net/createRequestGuard';
import type { AiFile, AiFileReport, PageSignalsReport } from '@/lib/page/types';
import type { Report } from '@/lib/report';
import type { SitemapFailure } from '@/lib/sitemaps/sitemapFailure';
import type { DisallowedDetail, ListedUrl, SitemapReport } from '@/lib/sitemaps/types';

/**
 * The one message contract between the popup/options pages and the background.
 * Each entry maps a message type to its request and its response.
 */
export interface ProtocolMap {
  ping: { request: undefined; response: { from: 'background'; version: string } };
  /** The report for a page URL and crawler token (default crawler from settings when omitted). */
  getReport: { request: { url: string; agent?: string }; response: Report };
  /** Refetch the URL's robots.txt now (subject to the per-origin rate limit), then report. */
  refresh: { request: { url: string; agent?: string }; response: Report };
  /** The options page's cache inspector: every cached origin, most recently used first. */
  listCache: { request: undefined; response: { entries: CacheEntrySummary[]; maxBytes: number } };
  refreshOrigin: { request: { origin: string }; response: CacheEntrySummary[] };
  removeOrigin: { request: { origin: string }; response: CacheEntrySummary[] };
  clearCache: { request: undefined; response: CacheEntrySummary[] };
  /**
   * The page's own signals (indexing, canonical, conflicts, AI use) for a crawler: with `tabId`,
   * that tab's observed headers and live head; without, the URL fetched once without cookies.
   */
  getPageSignals: {
    request: { url: string; agent?: string; tabId?: number };
    response: PageSignalsReport;
  };
  /** `/llms.txt` or `/.well-known/tdmrep.json` of the URL's origin, fetched on request. */
  getAiFile: { request: { url: string; file: AiFile }; response: AiFileReport };
  /**
   * Whether the browser enforces the guard that keeps our requests out of the user's network
   * (docs/security.md); when not, why: every fetch is then refused until it is.
   */
  getProtection: { request: undefined; response: Protection };
  /** The workbench: an origin's live file (through the cache) and the versions the cache kept. */
  getRobotsSource: { request: { origin: string }; response: RobotsSource };
}

/** What the workbench starts from: the live snapshot's text and facts, and the kept versions. */
export interface RobotsSource {
  origin: string;
  robotsUrl: string;
  status: 'fetched' | 'absent' | 'unavailable';
  httpStatus: number | null;
  /** '' unless fetched. */
  text: string;
  sha256: string;
  fetchedAt: number;
  /** Why it is unavailable, in words. */
  error: string | null;
  /** Newest first. */
  versions: RobotsVersion[];
}

/**
 * The sitemap explorer runs in the background over a long-lived port: the page posts one
 * `SitemapRequest`, the background posts progress and then one result; closing the port cancels.
 */
export const SITEMAP_PORT = 'sitemap-explorer';
export interface SitemapRequest {
  /** The page the popup is on: its robots.txt gates every listed URL. */
  url: string;
  agent: string;
  sitemaps: string[];
  /** Instead of exploring: gate these URLs (kept from an earlier result) for `agent`. */
  regate?: string[];
}
/** Sent on the same port after a request: stop, and answer with what was read so far. */
export interface SitemapCancel {
  type: 'cancel';
}
export type SitemapEvent =
  | { type: 'progress'; files: number; urls: number }
  | { type: 'done'; report: SitemapReport }
  | {
      type: 'regated';
      agent: string;
      listed: ListedUrl[];
      disallowedCount: number;
      disallowedDetails: DisallowedDetail[];
    }
  | { type: 'error'; failure: SitemapFailure };

export type MessageType = keyof ProtocolMap;
export type RequestOf<K extends MessageType> = ProtocolMap[K]['request'];
export type ResponseOf<K extends MessageType> = ProtocolMap[K]['response'];

/**
 * What crosses the wire: errors are values, never thrown across the boundary. A failure of the
 * messaging itself carries its `code` (lib/messagingError.ts); a handler's error only its words.
 */
export type Reply<T> = { ok: true; value: T } | { ok: false; reason: string; code?: MessagingCode };

export interface Envelope {
  type: MessageType;
  data: unknown;
}

export type Handlers = {
  [K in MessageType]: (data: RequestOf<K>) => Promise<ResponseOf<K>> | ResponseOf<K>;
};

export async function sendMessage<K extends MessageType>(
  type: K,
  ...args: RequestOf<K> extends undefined ? [] : [RequestOf<K>]
): Promise<ResponseOf<K>> {
  const envelope: Envelope = { type, data: args[0] };
  const reply: unknown = await browser.runtime.sendMessage(envelope).catch((e: unknown) => {
    throw isNoReceiver(errorText(e)) ? new MessagingError('no-receiver', type) : e;
  });
  return replyValue(reply, type);
}

/** The value a reply carries; a missing or malformed reply, or a failure it carries, thrown. */
export function replyValue<T>(reply: unknown, type: MessageType): T {
  const r = reply as Reply<T> | null | undefined;
  if (typeof r?.ok !== 'boolean') {
    throw new MessagingError(r === undefined ? 'no-answer' : 'unexpected-answer', type);
  }
  if (r.ok) return r.value;
  throw r.code ? new MessagingError(r.code, type) : new Error(r.reason);
}

export function isEnvelope(message: unknown, handlers: object): message is Envelope {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as Envelope).type === 'string' &&
    Object.hasOwn(handlers, (message as Envelope).type)
  );
}

/**
 * Registers every handler behind one runtime listener. It answers through
 * `sendResponse` and returns `true`: a returned Promise is lost in some
 * polyfill/fake-browser combinations.
 */
export function registerHandlers(handlers: Partial<Handlers>): () => void {
  const listener = (
    message: unknown,
    _sender: unknown,
    sendResponse: (reply: Reply<unknown>) => void,
  ): true | undefined => {
    if (!isEnvelope(message, handlers)) return undefined;
    const handler = handlers[message.type] as (data: unknown) => unknown;
    Promise.resolve()
      .then(() => handler(message.data))
      .then(
        (value) => sendResponse({ ok: true, value }),
        (error: unknown) => sendResponse({ ok: false, reason: errorText(error) }),
      );
    return true;
  };
  browser.runtime.onMessage.addListener(listener as never);
  return () => browser.runtime.onMessage.removeListener(listener as never);
}

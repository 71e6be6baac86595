import { browser } from 'wxt/browser';
import type { CacheEntrySummary } from '@/lib/cache';
import type { RobotsVersion } from '@/lib/cache/createRobotsHistory';
import { errorText } from '@/lib/errorText';
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

/** What crosses the wire: errors are values, never thrown across the boundary. */
export type Reply<T> = { ok: true; value: T } | { ok: false; reason: string };

interface Envelope {
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
  const reply = (await browser.runtime.sendMessage(envelope)) as Reply<ResponseOf<K>> | undefined;
  if (!reply) throw new Error(`No answer from the background to "${type}"`);
  if (!reply.ok) throw new Error(reply.reason);
  return reply.value;
}

function isEnvelope(message: unknown, handlers: object): message is Envelope {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as Envelope).type === 'string' &&
    Object.hasOwn(handlers, (message as Envelope).type)
  );
}

/** Requests that may outlive the page that asks (a page fetch takes up to 10 s) use a port. */
export const REQUEST_PORT = 'request';

/** The slice of a runtime Port the request port uses (the page's and the background's side). */
export interface RequestPortLike {
  name: string;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(callback: (message: unknown) => void): void };
  onDisconnect: { addListener(callback: () => void): void };
}

/**
 * `sendMessage` over a one-request port. Closing the popup then just disconnects the port:
 * a pending `runtime.sendMessage` would instead be rejected as the page unloads, which Firefox
 * logs as an error ("Promise rejected after context unloaded").
 */
export function requestOverPort<K extends MessageType>(
  type: K,
  data: RequestOf<K>,
  connect: (info: { name: string }) => RequestPortLike = (info) =>
    browser.runtime.connect(info) as unknown as RequestPortLike,
): Promise<ResponseOf<K>> {
  return new Promise((resolve, reject) => {
    const port = connect({ name: REQUEST_PORT });
    let answered = false;
    port.onMessage.addListener((message) => {
      answered = true;
      port.disconnect();
      const reply = message as Reply<ResponseOf<K>>;
      if (reply.ok) resolve(reply.value);
      else reject(new Error(reply.reason));
    });
    port.onDisconnect.addListener(() => {
      if (!answered) reject(new Error(`The background closed the request "${type}" unanswered`));
    });
    port.postMessage({ type, data } satisfies Envelope);
  });
}

/** The background's side: one envelope in, one reply out, unless the page has gone meanwhile. */
export function serveRequestPort(port: RequestPortLike, handlers: Partial<Handlers>): void {
  let gone = false;
  port.onDisconnect.addListener(() => {
    gone = true;
  });
  port.onMessage.addListener((message) => {
    const reply = (r: Reply<unknown>) => {
      if (!gone) port.postMessage(r);
    };
    if (!isEnvelope(message, handlers)) {
      reply({ ok: false, reason: 'not a request the background knows' });
      return;
    }
    const handler = handlers[message.type] as (data: unknown) => unknown;
    Promise.resolve()
      .then(() => handler(message.data))
      .then(
        (value) => reply({ ok: true, value }),
        (error: unknown) => reply({ ok: false, reason: errorText(error) }),
      );
  });
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

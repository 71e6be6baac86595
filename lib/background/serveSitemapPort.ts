import { errorText } from '@/lib/errorText';
import { originOf } from '@/lib/fetch';
import type { SitemapEvent, SitemapRequest } from '@/lib/messaging';
import { guardFetch, type RequestGuard } from '@/lib/net';
import { exploreSitemaps } from '@/lib/sitemaps';
import { boundReport } from '@/lib/sitemaps/boundReport';
import { cutText } from '@/lib/sitemaps/cutText';
import type { SitemapFailure } from '@/lib/sitemaps/sitemapFailure';
import type { DisallowedDetail } from '@/lib/sitemaps/types';
import type { ReportService } from './createReportService';

/** The part of `runtime.Port` the explorer session needs. */
export interface PortLike {
  postMessage(message: SitemapEvent): void;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
}

export interface SitemapPortDeps {
  reports: Pick<ReportService, 'checker'>;
  fetch: typeof fetch;
  /** Keeps sitemap URLs, their redirects and index children out of the user's network. */
  guard?: RequestGuard;
  /** The private-network guard (docs/design.md "Sitemap explorer"), for the page URL. */
  refuse?: (pageUrl: string) => (url: string) => string | null;
}

/** A port's session: `idle` settles once every exploration it started has ended. */
export interface SitemapSession {
  idle(): Promise<void>;
}

/** URLs a re-gate request may carry (the explorer keeps 5,000 by default). */
const MAX_REGATE = 10_000;
/** Disallowed URLs listed with their rule, as the explorer lists them. */
const MAX_DETAILS = 100;

/**
 * One exploration per port: gate every listed URL through the page's robots.txt for the
 * chosen crawler (the report service's checker: other origins are out of this file's scope,
 * unreachable or expired means disallowed); the explorer counts other hosts per host.
 * `{ type: 'cancel' }` stops it and answers with what was read; closing the port stops it
 * silently. A request with `regate` gates kept URLs for another crawler.
 */
export function serveSitemapPort(port: PortLike, deps: SitemapPortDeps): SitemapSession {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  let started = false;
  let closed = false;
  port.onDisconnect.addListener(() => {
    closed = true;
    controller.abort();
  });
  port.onMessage.addListener((message) => {
    if (isCancel(message)) {
      controller.abort();
      return;
    }
    if (started) return; // one request per port
    started = true;
    const request = message as SitemapRequest;
    const work = request.regate ? regate(request) : explore(request);
    const session = work.then(post, (error: unknown) =>
      post(failed('failed', cutText(errorText(error)))),
    );
    running.add(session);
    void session.finally(() => running.delete(session));
  });

  /** Issue 12: a message that fails to go (too large, port gone) becomes an error event, never silence. */
  function post(event: SitemapEvent): void {
    if (closed) return; // the popup went away; nobody to tell
    try {
      port.postMessage(event);
    } catch (error) {
      if (event.type === 'progress') return; // the next one or the result will say it
      try {
        port.postMessage(failed('unsendable', cutText(errorText(error), 200)));
      } catch {
        // The port itself is gone: the popup was closed and sees its own disconnect.
      }
    }
  }

  async function explore(request: SitemapRequest): Promise<SitemapEvent> {
    const page = originOf(request.url);
    if (!page.ok) return failed('not-applicable', page.scheme);
    const gate = await deps.reports.checker(request.url, request.agent);
    let reported = 0;
    const report = await exploreSitemaps(request.sitemaps, {
      // Every hop of every sitemap fetch is kept out of the user's network (lib/net).
      fetch: deps.guard ? guardFetch(deps.fetch, deps.guard, page.origin) : deps.fetch,
      isAllowed: gate.allowed,
      explain: gate.verdict,
      robotsUrl: page.robotsUrl,
      refuse: deps.refuse?.(request.url),
      signal: controller.signal,
      onProgress: (p) => {
        // Progress is a hint: at most one message per 100 ms, the last one by the result.
        const now = Date.now();
        if (now - reported < 100 || controller.signal.aborted) return;
        reported = now;
        post({ type: 'progress', ...p });
      },
    });
    return { type: 'done', report: boundReport(report) };
  }

  async function regate(request: SitemapRequest): Promise<SitemapEvent> {
    const page = originOf(request.url);
    if (!page.ok) return failed('not-applicable', page.scheme);
    const gate = await deps.reports.checker(request.url, request.agent);
    const details: DisallowedDetail[] = [];
    let disallowedCount = 0;
    const listed = (request.regate ?? []).slice(0, MAX_REGATE).map((url) => {
      const allowed = gate.allowed(url);
      if (!allowed) {
        disallowedCount++;
        if (details.length < MAX_DETAILS) {
          const { rule } = gate.verdict(url);
          details.push(rule ? { url, rule } : { url });
        }
      }
      return { url, allowed };
    });
    return {
      type: 'regated',
      agent: request.agent,
      listed,
      disallowedCount,
      disallowedDetails: details,
    };
  }

  return { idle: async () => void (await Promise.all(running)) };
}

function failed(code: SitemapFailure['code'], detail: string): SitemapEvent {
  return { type: 'error', failure: { code, detail } };
}

function isCancel(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'cancel'
  );
}

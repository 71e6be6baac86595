import { originOf } from './fetch';
import type { LensService } from './lens-service';
import type { SitemapEvent, SitemapRequest } from './messaging';
import { type CacheAnswer, unusableAs } from './report';
import { checkUrl } from './robots';
import { exploreSitemaps } from './sitemaps';
import { boundReport } from './sitemaps/boundReport';
import { cutText } from './sitemaps/cutText';
import type { DisallowedDetail, ExploreOptions } from './sitemaps/types';

/** The part of `runtime.Port` the explorer session needs. */
export interface PortLike {
  postMessage(message: SitemapEvent): void;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
}

export interface SitemapPortDeps {
  lens: LensService;
  /** The robots.txt cache answer for the page's origin, as the report saw it. */
  cachedRobots: (url: string) => Promise<CacheAnswer | null>;
  fetch: typeof fetch;
  /** The private-network guard (DESIGN.md "Request the user's private network"), for the page URL. */
  refuse?: (pageUrl: string) => (url: string) => string | null;
}

/** URLs a re-gate request may carry (the explorer keeps 5,000 by default). */
const MAX_REGATE = 10_000;
/** Disallowed URLs listed with their rule, as the explorer lists them. */
const MAX_DETAILS = 100;

/**
 * One exploration per port: gate every listed URL through the page's robots.txt for the chosen
 * crawler. URLs on other origins are not gated by this file (their own robots.txt decides); the
 * explorer counts them per host. `{ type: 'cancel' }` stops it and answers with what was read;
 * closing the port stops it silently. A request with `regate` gates kept URLs for another crawler.
 */
export function serveSitemapPort(port: PortLike, deps: SitemapPortDeps): void {
  const controller = new AbortController();
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
    void work.then(
      (event) => post(event),
      (error: unknown) =>
        post({
          type: 'error',
          reason: cutText(error instanceof Error ? error.message : String(error)),
        }),
    );
  });

  /** Issue 12: a message that fails to go (too large, port gone) becomes an error event, never silence. */
  function post(event: SitemapEvent): void {
    if (closed) return; // the popup went away; nobody to tell
    try {
      port.postMessage(event);
    } catch (error) {
      if (event.type === 'progress') return; // the next one or the result will say it
      const why = error instanceof Error ? error.message : String(error);
      try {
        port.postMessage({
          type: 'error',
          reason: `the result could not be sent (${cutText(why, 200)})`,
        });
      } catch {
        // The port itself is gone: the popup was closed and sees its own disconnect.
      }
    }
  }

  async function gate(request: SitemapRequest) {
    const page = originOf(request.url);
    if (!page.ok) throw new Error(page.message);
    const answer = await deps.cachedRobots(request.url);
    if (!answer)
      throw new Error('robots.txt for this page is not available yet; check the page first.');
    const robots = deps.lens.parse(answer.snapshot);
    // The same rule as the verdict: unreachable or expired means complete disallow.
    const reachable = unusableAs(answer) === null;
    const sameOrigin = (url: string) => {
      const o = originOf(url);
      return o.ok && o.origin === page.origin;
    };
    const explain: NonNullable<ExploreOptions['explain']> = (url) => {
      if (!sameOrigin(url)) return { allowed: true };
      if (!reachable) return { allowed: false };
      return checkUrl(robots, url, request.agent);
    };
    return { explain, robotsUrl: `${page.origin}/robots.txt` };
  }

  async function explore(request: SitemapRequest): Promise<SitemapEvent> {
    const { explain, robotsUrl } = await gate(request);
    let reported = 0;
    const report = await exploreSitemaps(request.sitemaps, {
      fetch: deps.fetch,
      isAllowed: (url) => explain(url).allowed,
      explain,
      robotsUrl,
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
    const { explain } = await gate(request);
    const details: DisallowedDetail[] = [];
    let disallowedCount = 0;
    const listed = (request.regate ?? []).slice(0, MAX_REGATE).map((url) => {
      const verdict = explain(url);
      if (!verdict.allowed) {
        disallowedCount++;
        if (details.length < MAX_DETAILS)
          details.push(verdict.rule ? { url, rule: verdict.rule } : { url });
      }
      return { url, allowed: verdict.allowed };
    });
    return {
      type: 'regated',
      agent: request.agent,
      listed,
      disallowedCount,
      disallowedDetails: details,
    };
  }
}

function isCancel(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'cancel'
  );
}

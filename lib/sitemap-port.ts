import { originOf } from './fetch';
import type { LensService } from './lens-service';
import type { SitemapEvent, SitemapRequest } from './messaging';
import { guardFetch, type RequestGuard } from './net';
import { type CacheAnswer, unusableAs } from './report';
import { checkUrl } from './robots';
import { exploreSitemaps } from './sitemaps';
import type { ExploreOptions } from './sitemaps/types';

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
  /** Keeps sitemap URLs, their redirects and index children out of the user's network. */
  guard?: RequestGuard;
}

/**
 * One exploration per port: gate every listed URL through the page's robots.txt for the
 * chosen crawler. URLs on other origins are not gated by this file (their own robots.txt
 * decides); the explorer reports them as out of scope. Closing the port cancels.
 */
export function serveSitemapPort(port: PortLike, deps: SitemapPortDeps): void {
  const controller = new AbortController();
  port.onDisconnect.addListener(() => controller.abort());
  port.onMessage.addListener((message) => {
    void explore(message as SitemapRequest).then(
      (report) => !controller.signal.aborted && port.postMessage({ type: 'done', report }),
      (error: unknown) =>
        !controller.signal.aborted &&
        port.postMessage({
          type: 'error',
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
  });

  async function explore(request: SitemapRequest) {
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
    const explain: ExploreOptions['explain'] = (url) => {
      if (!sameOrigin(url)) return { allowed: true };
      if (!reachable) return { allowed: false };
      return checkUrl(robots, url, request.agent);
    };
    return exploreSitemaps(request.sitemaps, {
      fetch: deps.guard ? guardFetch(deps.fetch, deps.guard, page.origin) : deps.fetch,
      isAllowed: (url) => explain(url).allowed,
      explain,
      signal: controller.signal,
      onProgress: (p) => !controller.signal.aborted && port.postMessage({ type: 'progress', ...p }),
    });
  }
}

import { errorText } from '@/lib/errorText';
import type { SitemapEvent, SitemapRequest } from '@/lib/messaging';
import { exploreSitemaps } from '@/lib/sitemaps';
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
}

/** A port's session: `idle` settles once every exploration it started has ended. */
export interface SitemapSession {
  idle(): Promise<void>;
}

/**
 * One exploration per port: gate every listed URL through the page's robots.txt for the
 * chosen crawler (the report service's checker: other origins are out of this file's scope,
 * unreachable or expired means disallowed). Closing the port cancels.
 */
export function serveSitemapPort(port: PortLike, deps: SitemapPortDeps): SitemapSession {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  const live = () => !controller.signal.aborted;
  port.onDisconnect.addListener(() => controller.abort());
  port.onMessage.addListener((message) => {
    const session = explore(message as SitemapRequest).then(
      (report) => live() && port.postMessage({ type: 'done', report }),
      (error: unknown) => live() && port.postMessage({ type: 'error', reason: errorText(error) }),
    );
    running.add(session);
    void session.finally(() => running.delete(session));
  });

  async function explore(request: SitemapRequest) {
    const verdict = await deps.reports.checker(request.url, request.agent);
    return exploreSitemaps(request.sitemaps, {
      fetch: deps.fetch,
      isAllowed: (url) => verdict(url).allowed,
      explain: verdict,
      signal: controller.signal,
      onProgress: (p) => live() && port.postMessage({ type: 'progress', ...p }),
    });
  }

  return { idle: async () => void (await Promise.all(running)) };
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import type { SitemapRun } from '@/components/SitemapPanel';
import { sitemapFailureText } from '@/components/sitemapFailureText';
import { SITEMAP_PORT, type SitemapEvent, type SitemapRequest } from '@/lib/messaging';
import { MessagingError } from '@/lib/messagingError';

type Port = ReturnType<typeof browser.runtime.connect>;

/** An answer that does not answer the request (a re-gate's to an exploring, or the reverse), in words. */
const unexpected = () => errorWords(new MessagingError('unexpected-answer', SITEMAP_PORT));

/**
 * Runs the sitemap explorer in the background over a port: progress streams in, the result
 * arrives once. Cancel asks the background for what it read so far (a result marked cancelled,
 * not an error); closing the popup disconnects, which aborts. A new crawler re-gates the kept
 * URLs of the result in the background instead of discarding it (issue 14).
 */
export function useSitemapExplorer(url: string | null, agent: string) {
  const [run, setRun] = useState<SitemapRun>({ phase: 'idle' });
  const port = useRef<Port | null>(null);

  const stop = () => {
    port.current?.disconnect();
    port.current = null;
  };

  /** One request on a fresh port; `onEvent` sees every event; a silent disconnect is an error. */
  const connect = (request: SitemapRequest, onEvent: (event: SitemapEvent) => void) => {
    stop();
    const p = browser.runtime.connect({ name: SITEMAP_PORT });
    port.current = p;
    p.onMessage.addListener((message: unknown) => {
      if (port.current !== p) return;
      const event = message as SitemapEvent;
      if (event.type !== 'progress') port.current = null; // the answer: this port is done
      onEvent(event);
      if (event.type !== 'progress') p.disconnect();
    });
    p.onDisconnect.addListener(() => {
      if (port.current !== p) return;
      port.current = null;
      onEvent({ type: 'error', failure: { code: 'no-answer', detail: '' } });
    });
    p.postMessage(request);
  };

  // A new page makes an old result meaningless.
  useEffect(() => {
    stop();
    setRun({ phase: 'idle' });
  }, [url]);
  useEffect(() => stop, []);

  // A new crawler: the kept URLs of the result are gated again for it.
  useEffect(() => {
    if (!url || run.phase !== 'done' || run.agent === agent || run.regating) return;
    const done = run;
    setRun({ ...done, regating: true });
    connect({ url, agent, sitemaps: [], regate: done.report.listed.map((l) => l.url) }, (event) => {
      if (event.type === 'regated') {
        const complete = event.listed.length >= done.report.urlCount;
        setRun({
          phase: 'done',
          agent: event.agent,
          regating: false,
          // Counts beyond the kept URLs cannot be re-gated here: the result says which part it covers.
          partial: !complete,
          report: {
            ...done.report,
            listed: event.listed,
            disallowedCount: event.disallowedCount,
            disallowedDetails: event.disallowedDetails,
            disallowed: event.disallowedDetails.map((d) => d.url),
          },
        });
      } else if (event.type !== 'progress') {
        const why = event.type === 'error' ? sitemapFailureText(event.failure) : unexpected();
        setRun({ phase: 'error', reason: i18n.t('popup.explorer.regateFailed', [agent, why]) });
      }
    });
  }, [agent, run]);

  const explore = (sitemaps: string[]) => {
    if (!url) return;
    setRun({ phase: 'running', files: 0, urls: 0 });
    connect({ url, agent, sitemaps }, (event) => {
      if (event.type === 'progress') {
        setRun((r) => (r.phase === 'running' ? { ...r, files: event.files, urls: event.urls } : r));
      } else if (event.type === 'done') {
        setRun({ phase: 'done', report: event.report, agent, regating: false, partial: false });
      } else {
        const reason = event.type === 'error' ? sitemapFailureText(event.failure) : unexpected();
        setRun({ phase: 'error', reason });
      }
    });
  };

  const cancel = () => {
    if (!port.current) return;
    port.current.postMessage({ type: 'cancel' });
    setRun((r) => (r.phase === 'running' ? { ...r, cancelling: true } : r));
  };

  return { run, explore, cancel };
}

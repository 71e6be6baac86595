import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { SitemapRun } from '@/components/SitemapPanel';
import { SITEMAP_PORT, type SitemapEvent, type SitemapRequest } from '@/lib/messaging';

/**
 * Runs the sitemap explorer in the background over a port: progress streams in, the
 * result arrives once, and cancelling (or closing the popup) disconnects, which aborts.
 */
export function useSitemapExplorer(url: string | null, agent: string) {
  const [run, setRun] = useState<SitemapRun>({ phase: 'idle' });
  const port = useRef<ReturnType<typeof browser.runtime.connect> | null>(null);

  const stop = () => {
    port.current?.disconnect();
    port.current = null;
  };
  // A new page or crawler makes an old result meaningless.
  useEffect(() => {
    stop();
    setRun({ phase: 'idle' });
  }, [url, agent]);
  useEffect(() => stop, []);

  const explore = (sitemaps: string[]) => {
    if (!url) return;
    stop();
    const p = browser.runtime.connect({ name: SITEMAP_PORT });
    port.current = p;
    setRun({ phase: 'running', files: 0, urls: 0 });
    p.onMessage.addListener((message: unknown) => {
      const event = message as SitemapEvent;
      if (event.type === 'progress')
        setRun({ phase: 'running', files: event.files, urls: event.urls });
      else if (event.type === 'done') setRun({ phase: 'done', report: event.report });
      else setRun({ phase: 'error', reason: event.reason });
    });
    p.onDisconnect.addListener(() => {
      if (port.current === p) {
        port.current = null;
        setRun((r) =>
          r.phase === 'running'
            ? { phase: 'error', reason: 'the background stopped answering.' }
            : r,
        );
      }
    });
    const request: SitemapRequest = { url, agent, sitemaps };
    p.postMessage(request);
  };

  const cancel = () => {
    stop();
    setRun((r) => (r.phase === 'running' ? { phase: 'error', reason: 'cancelled.' } : r));
  };

  return { run, explore, cancel };
}

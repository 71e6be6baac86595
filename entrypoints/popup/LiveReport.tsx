import { useEffect, useRef } from 'preact/hooks';
import type { Report } from '@/lib/report';
import { followStorage } from './followStorage';

/** While a background refresh runs, re-ask this often and this many times (fallback to the storage event). */
export const POLL_MS = 700;
export const POLL_MAX = 15;

export interface LiveReportProps {
  report: Report | null;
  /** Asks for the report again, keeping the one shown meanwhile (useReport's `reload`). */
  reload: () => void;
}

/**
 * Keeps the shown report live and renders nothing: a refresh landing in storage (or a settings
 * change) reloads it; while the snapshot says `refreshing`, it polls as the fallback. In the
 * later chunk: nothing of it is on the verdict's path (issue 14).
 */
export function LiveReport({ report, reload }: LiveReportProps) {
  const origin = report?.origin ?? null;
  useEffect(() => followStorage(origin, reload), [origin, reload]);
  // Polls per target: `reload` changes with the URL and crawler.
  const polls = useRef({ reload, count: 0 });
  if (polls.current.reload !== reload) polls.current = { reload, count: 0 };
  useEffect(() => {
    if (!report?.snapshot?.refreshing || polls.current.count >= POLL_MAX) return;
    polls.current.count++;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [report, reload]);
  return null;
}

import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords as message } from '@/components/errorWords';
import { sendMessage } from '@/lib/messaging';
import { MessagingError } from '@/lib/messagingError';
import type { Report } from '@/lib/report';
import { pickFirstScreen } from '@/lib/report/firstScreen';

export interface ReportState {
  report: Report | null;
  /** A check the user asked for is running (the verdict shows `loading`). */
  loading: boolean;
  /** No report could be had, in words. */
  error: string | null;
  /** The Refresh button's request is in flight. */
  refreshing: boolean;
  /** A live update or Refresh failed while the shown report was kept, in words. */
  notice: string | null;
  /**
   * While `loading`: the first screen the background kept for this URL and crawler
   * (lib/report/firstScreen.ts), shown until the worker's answer replaces it.
   */
  first: Report | null;
}

const request = (url: string, agent: string | null) => (agent ? { url, agent } : { url });
/**
 * The service worker may still be starting when the popup opens (nothing receives the message,
 * or nothing answers it): a failure of the messaging, not a handler's error, gets one quick retry.
 */
const isNotReady = (e: unknown) => e instanceof MessagingError;

/**
 * The report for one URL and crawler (null: the saved default, chosen by the background): a new
 * target shows `loading`; `reload` asks again without it (a live update: ./LiveReport.tsx, in
 * the later chunk, follows storage and polls while a background refresh runs).
 */
export function useReport(url: string | null, agent: string | null, kept?: Promise<unknown>) {
  const [state, setState] = useState<ReportState>({
    report: null,
    loading: true,
    error: null,
    refreshing: false,
    notice: null,
    first: null,
  });
  const seq = useRef(0);

  const load = useCallback(
    async (silent: boolean) => {
      if (!url) return;
      const id = ++seq.current;
      if (!silent) {
        setState((s) => ({ ...s, loading: true, error: null, notice: null, first: null }));
        // Read in parallel with the request; used only while the answer is still awaited.
        kept?.then((stored) => {
          const first = pickFirstScreen(stored, url, agent);
          if (!first || id !== seq.current) return;
          performance.mark('popup:kept');
          setState((s) => (s.loading ? { ...s, first } : s));
        });
      }
      const ask = () => {
        performance.mark('popup:ask');
        return sendMessage('getReport', request(url, agent)).finally(() =>
          performance.mark('popup:answer'),
        );
      };
      try {
        const report = await ask().catch(async (e: unknown) => {
          if (silent || !isNotReady(e)) throw e;
          await new Promise((r) => setTimeout(r, 150));
          return ask();
        });
        if (id === seq.current)
          setState((s) => ({ ...s, report, loading: false, error: null, first: null }));
      } catch (e) {
        if (id !== seq.current) return;
        setState((s) =>
          silent
            ? { ...s, notice: i18n.t('popup.app.liveFailed', [message(e)]) }
            : { ...s, report: null, loading: false, error: message(e), first: null },
        );
      }
    },
    [url, agent],
  );

  // Layout effect: the request leaves before the first paint, not a frame later (the verdict
  // of an open from cache should show within ~50 ms of the popup starting).
  useLayoutEffect(() => {
    load(false);
  }, [load]);

  const refresh = useCallback(async () => {
    if (!url) return;
    const id = ++seq.current;
    setState((s) => ({ ...s, refreshing: true, notice: null }));
    try {
      const next = await sendMessage('refresh', request(url, agent));
      // A newer check (another crawler or URL) owns the view; only clear the busy flag then.
      setState((s) => ({ ...s, refreshing: false, ...(id === seq.current && { report: next }) }));
    } catch (e) {
      setState((s) => ({
        ...s,
        refreshing: false,
        notice: i18n.t('popup.app.refreshFailed', [message(e)]),
      }));
    }
  }, [url, agent]);

  const reload = useCallback(() => load(true), [load]);
  return { ...state, refresh, reload };
}

import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { formatNumber } from '@/components/intlCore';
import type { Report } from '@/lib/report';
import type { ReadingRow } from '@/lib/robots/readings';
import { type ReadingsReply, readingsInput } from './readingsInput';

/** The readings for a settled report, or why they could not be computed, in words. */
export interface ReadingsState {
  /** The report they were computed for (rows of an older report are never shown as this one's). */
  report: Report;
  rows: ReadingRow[] | null;
  error: string | null;
}

/**
 * How long the readings may take before the popup stops them and says so. Protego's regex
 * matching, which the scrapy reading follows, takes seconds on a hostile file with a long path
 * (docs/security.md, attack 2; the real library is slower still).
 */
export const READINGS_LIMIT_MS = 10_000;

/**
 * The readings (docs/design.md "Readings"), computed off the verdict's path and off the popup's
 * thread: a Web Worker of their own (./readings.worker.ts), started once the verdict settled,
 * stopped after READINGS_LIMIT_MS. Where the page has no Worker (unit tests), the same code runs
 * in a chunk of its own, loaded after the verdict.
 */
export function useReadings(settled: Report | null): ReadingsState | null {
  const [state, setState] = useState<ReadingsState | null>(null);
  useEffect(() => {
    if (!settled) return;
    let alive = true;
    const settle = (reply: ReadingsReply) => {
      if (!alive) return;
      alive = false;
      setState(
        'error' in reply
          ? { report: settled, rows: null, error: reply.error }
          : { report: settled, rows: reply.rows, error: null },
      );
    };
    if (typeof Worker === 'undefined') {
      import('./readingsOf').then(
        (m) => settle({ rows: m.readingsOf(readingsInput(settled)) }),
        (e: unknown) => settle({ error: errorWords(e) }),
      );
      return () => {
        alive = false;
      };
    }
    const worker = new Worker(new URL('./readings.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      stop();
      settle({
        error: i18n.t('popup.readings.tooSlow', [formatNumber(READINGS_LIMIT_MS / 1000)]),
      });
    }, READINGS_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<ReadingsReply>) => {
      stop();
      settle(event.data);
    };
    worker.onerror = (event) => {
      stop();
      settle({ error: event.message || i18n.t('popup.readings.workerFailed') });
    };
    worker.postMessage(readingsInput(settled));
    return () => {
      alive = false;
      stop();
    };
  }, [settled]);
  return state?.report === settled ? state : null;
}

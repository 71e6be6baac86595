import { useEffect, useState } from 'preact/hooks';
import { errorText } from '@/lib/errorText';
import type { Report } from '@/lib/report';
import type { ReadingRow } from '@/lib/robots/readings';

/** The readings for a settled report, or why they could not be computed, in words. */
export interface ReadingsState {
  /** The report they were computed for (rows of an older report are never shown as this one's). */
  report: Report;
  rows: ReadingRow[] | null;
  error: string | null;
}

/**
 * The readings (docs/design.md "Readings"), computed off the verdict's path: their code is a chunk
 * of its own (./readingsOf.ts, imported dynamically) loaded once the verdict settled.
 */
export function useReadings(settled: Report | null): ReadingsState | null {
  const [state, setState] = useState<ReadingsState | null>(null);
  useEffect(() => {
    if (!settled) return;
    let alive = true;
    import('./readingsOf').then(
      (m) => alive && setState({ report: settled, rows: m.readingsOf(settled), error: null }),
      (e: unknown) => alive && setState({ report: settled, rows: null, error: errorText(e) }),
    );
    return () => {
      alive = false;
    };
  }, [settled]);
  return state?.report === settled ? state : null;
}

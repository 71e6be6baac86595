import { useEffect } from 'preact/hooks';
import type { Report } from '@/lib/report';
import { type PageSignalsState, usePageSignals } from './usePageSignals';
import { type ReadingsState, useReadings } from './useReadings';

export interface AfterVerdictProps {
  /** The settled report; null while a check runs. */
  settled: Report | null;
  /** The tab the report is about, when it is an open tab (its headers and DOM are read). */
  tabId: number | null;
  onSignals: (state: PageSignalsState) => void;
  onReadings: (state: ReadingsState | null) => void;
}

/**
 * What the popup learns once the verdict settled: the page's own signals and the readings; hands
 * them up and renders nothing. A component of the later chunk, so none of it is on the verdict's
 * path (issue 14: ≤ 15 KB gzip before the verdict).
 */
export function AfterVerdict({ settled, tabId, onSignals, onReadings }: AfterVerdictProps) {
  const signals = usePageSignals(
    settled?.origin ? settled.url : null,
    settled?.agent ?? null,
    tabId,
  );
  const readings = useReadings(settled);
  useEffect(
    () => onSignals(signals),
    [signals.page, signals.waiting, signals.error, signals.files],
  );
  useEffect(() => onReadings(readings), [readings]);
  return null;
}

import type { SnapshotInfo } from '@/lib/report';
import { compareReadings, type FetchOutcome, type ReadingRow } from '@/lib/robots/readings';
import type { ReadingsInput } from './readingsInput';

/**
 * The report's robots.txt fetch as the readings see it (lib/robots/readings FetchOutcome):
 * a 2xx with its text, an HTTP error by status, else unreachable (timeout or network). Null when
 * there is nothing to read (no snapshot yet, or the page is not a web page).
 */
export function fetchOutcomeOf(snapshot: SnapshotInfo, text: string | null): FetchOutcome {
  if (snapshot.httpStatus !== null && snapshot.httpStatus >= 200 && snapshot.httpStatus < 300) {
    return {
      kind: 'fetched',
      status: snapshot.httpStatus,
      text: text ?? '',
      invalidUtf8: snapshot.invalidUtf8 === true,
    };
  }
  if (snapshot.httpStatus !== null) return { kind: 'http-error', status: snapshot.httpStatus };
  return {
    kind: 'unreachable',
    reason: /time(d)?\s?out/i.test(snapshot.error ?? '') ? 'timeout' : 'network',
  };
}

/** One row per reading for the report's URL and crawler (docs/design.md "Readings"); null: none apply. */
export function readingsOf(report: ReadingsInput): ReadingRow[] | null {
  if (!report.snapshot || !report.origin || report.verdict === 'not-applicable') return null;
  return compareReadings({
    outcome: fetchOutcomeOf(report.snapshot, report.robotsText),
    url: report.url,
    agent: report.agent,
  });
}

import type { Report } from '@/lib/report';
import type { ReadingRow } from '@/lib/robots/readings';

/** What the readings need of a report: plain data, so it can be posted to a worker. */
export type ReadingsInput = Pick<
  Report,
  'snapshot' | 'origin' | 'verdict' | 'robotsText' | 'url' | 'agent'
>;

/** A worker's answer: the rows, or why they could not be computed. */
export type ReadingsReply = { rows: ReadingRow[] | null } | { error: string };

/** The part of a report the readings read. */
export function readingsInput(report: Report): ReadingsInput {
  const { snapshot, origin, verdict, robotsText, url, agent } = report;
  return { snapshot, origin, verdict, robotsText, url, agent };
}

import type { Report } from '@/lib/report';
import type { CrawlerExportInput } from './crawlerExport';

/** The export's input from the popup's report; null when the report read no rules (no delay). */
export function exportInputFromReport(report: Report, audit?: unknown): CrawlerExportInput | null {
  const { origin, crawlDelay: d, snapshot } = report;
  if (!origin || !d) return null;
  return {
    origin,
    agent: report.agent,
    delay: {
      seconds: d.seconds,
      declared: d.declared,
      raw: d.raw,
      line: d.line,
      reason: d.reason,
      flagged: d.flagged,
      floor: d.floor,
      ceiling: d.ceiling,
    },
    sha256: snapshot?.status === 'fetched' ? snapshot.sha256.toLowerCase() : null,
    audit,
  };
}

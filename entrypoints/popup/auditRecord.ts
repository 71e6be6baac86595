import { ruleText } from '@/components/format';
import type { Report } from '@/lib/report';

/**
 * The record "Copy audit record" puts on the clipboard: enough to answer a compliance question
 * later (which file, which rule, which pace, when, by which version). Pure: Report in, data out.
 */
export interface AuditRecord {
  tool: 'Robots Lens';
  extensionVersion: string;
  checkedAt: string;
  url: string;
  crawler: string;
  verdict: Report['verdict'];
  headline: string;
  explanation: string;
  rule: { text: string; directive: 'allow' | 'disallow'; pattern: string; line: number } | null;
  group: { source: string; userAgents: { value: string; line: number }[] } | null;
  crawlDelay: {
    appliedSeconds: number;
    declared: number | null;
    raw: string | null;
    line: number | null;
    source: string;
    reason: string;
    flagged: boolean;
  } | null;
  robotsTxt: {
    url: string;
    finalUrl: string;
    status: string;
    state: string;
    httpStatus: number | null;
    error: string | null;
    fetchedAt: string;
    sha256: string;
    etag: string | null;
  } | null;
}

export function auditRecord(report: Report): AuditRecord {
  const { rule, group, crawlDelay: d, snapshot: s } = report;
  return {
    tool: 'Robots Lens',
    extensionVersion: report.extensionVersion,
    checkedAt: new Date(report.generatedAt).toISOString(),
    url: report.url,
    crawler: report.agent,
    verdict: report.verdict,
    headline: report.headline,
    explanation: report.explanation,
    rule: rule
      ? { text: ruleText(rule), directive: rule.directive, pattern: rule.pattern, line: rule.line }
      : null,
    group: group ? { source: group.source, userAgents: group.agents } : null,
    crawlDelay: d
      ? {
          appliedSeconds: d.seconds,
          declared: d.declared,
          raw: d.raw,
          line: d.line,
          source: d.source,
          reason: d.reason,
          flagged: d.flagged,
        }
      : null,
    robotsTxt: s
      ? {
          url: s.robotsUrl,
          finalUrl: s.finalUrl,
          status: s.status,
          state: s.state,
          httpStatus: s.httpStatus,
          error: s.error,
          fetchedAt: new Date(s.fetchedAt).toISOString(),
          sha256: s.sha256.toLowerCase(),
          etag: s.etag,
        }
      : null,
  };
}

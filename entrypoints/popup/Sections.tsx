import { useMemo, useState } from 'preact/hooks';
import { AuditCopy } from '@/components/AuditCopy';
import { CrawlDelayLine } from '@/components/CrawlDelayLine';
import { CrawlerTable } from '@/components/CrawlerTable';
import { crawlerRows } from '@/components/crawlerRows';
import { isWebUrl } from '@/components/format';
import { formatAge } from '@/components/intl';
import { RobotsTextView } from '@/components/RobotsTextView';
import { Section } from '@/components/Section';
import { SitemapList } from '@/components/SitemapList';
import { SitemapPanel } from '@/components/SitemapPanel';
import { SnapshotPanel } from '@/components/SnapshotPanel';
import { NO_CONTEXT, type SectionSlots, type SlotContext } from '@/components/slots';
import { WarningGroups } from '@/components/WarningGroups';
import { groupWarnings, warningSize } from '@/components/warningGroups';
import type { Report } from '@/lib/report';
import { splitLines } from '@/lib/robots/lines';
import { conventionalSitemapUrl } from '@/lib/sitemaps/conventionalSitemapUrl';
import { auditRecord } from './auditRecord';
import { notReadReason } from './notRead';
import { useSitemapExplorer } from './useSitemapExplorer';

export interface SectionsProps {
  report: Report;
  /** The line the robots.txt view centres (a link was followed); null: the deciding line. */
  focus: { line: number } | null;
  onLine: (line: number) => void;
  onCopy: (text: string) => Promise<void>;
  slots?: SectionSlots;
  ctx?: SlotContext;
}

/**
 * Everything below the first screen, one `<details>` each that says its size while closed. Loaded
 * after the first screen (a lazy chunk); contract elements are in the DOM whether open or not.
 */
export default function Sections({
  report,
  focus,
  onLine,
  onCopy,
  slots = {},
  ctx = NO_CONTEXT,
}: SectionsProps) {
  const [viewOpen, setViewOpen] = useState(false);
  const explorer = useSitemapExplorer(report.url, report.agent);
  const groups = useMemo(() => groupWarnings(report.warnings), [report.warnings]);
  const lineCount = useMemo(
    () => (report.robotsText === null ? 0 : splitLines(report.robotsText).length),
    [report.robotsText],
  );
  const record = useMemo(() => JSON.stringify(auditRecord(report), null, 2), [report]);
  const notRead = notReadReason(report);
  const rows = crawlerRows(report);
  const usable = report.verdict === 'allowed' || report.verdict === 'disallowed';
  const s = report.snapshot;
  const extra = [slots.readings, slots.pageSignals, slots.aiSignals].map(
    (f) => f?.(report, ctx) ?? null,
  );
  const [readings, pageSignals, aiSignals] = extra;

  return (
    <div class="sections">
      {report.robotsText !== null && (
        <Section
          id="section-robots"
          title={report.verdict === 'expired' ? 'robots.txt (expired copy)' : 'robots.txt'}
          size={`${lineCount.toLocaleString('en')} ${lineCount === 1 ? 'line' : 'lines'}`}
          onToggle={setViewOpen}
        >
          <RobotsTextView
            text={report.robotsText}
            line={report.rule?.line ?? null}
            ranges={report.group?.ranges ?? []}
            open={viewOpen}
            focus={focus}
          />
        </Section>
      )}
      {report.snapshot && (
        <Section
          id="section-warnings"
          title="Warnings"
          size={notRead ? 'nothing read' : groups.length ? warningSize(groups) : 'none'}
        >
          {notRead ? (
            <p class="note" data-testid="warnings">
              {notRead} No warnings can be given.
            </p>
          ) : groups.length ? (
            <WarningGroups groups={groups} onLine={onLine} />
          ) : (
            <p class="note" data-testid="warnings">
              No problems found in robots.txt.
            </p>
          )}
        </Section>
      )}
      {report.snapshot && (
        <Section
          id="section-sitemaps"
          title="Sitemaps"
          size={notRead ? 'nothing read' : String(report.sitemaps.length)}
        >
          {notRead ? (
            <p class="note" data-testid="sitemaps">
              {notRead} No sitemaps can be listed.
            </p>
          ) : (
            <SitemapList sitemaps={report.sitemaps} />
          )}
          {report.origin && usable && (
            // The sitemap explorer (components/SitemapPanel.tsx, its own owner), once rules were read.
            <SitemapPanel
              advertised={report.sitemaps.filter(isWebUrl)}
              conventional={
                report.sitemaps.length ? null : (conventionalSitemapUrl(report.origin) ?? null)
              }
              agent={report.agent}
              run={explorer.run}
              onExplore={explorer.explore}
              onCancel={explorer.cancel}
            />
          )}
        </Section>
      )}
      {rows.length > 0 && (
        <Section
          id="section-crawlers"
          title="Who may crawl this page"
          size={`${rows.length} crawlers by purpose`}
        >
          <CrawlerTable rows={rows} current={report.agent} onLine={onLine} />
        </Section>
      )}
      {readings && (
        <Section id="section-readings" title="How other parsers read it" size={readings.size}>
          {readings.content}
        </Section>
      )}
      {pageSignals && (
        <Section id="section-page" title="The page's own signals" size={pageSignals.size}>
          {pageSignals.content}
        </Section>
      )}
      {aiSignals && (
        <Section id="section-ai" title="AI-use signals" size={aiSignals.size}>
          {aiSignals.content}
        </Section>
      )}
      {report.verdict === 'disallowed' && report.crawlDelay && (
        // Crawl-delay takes no first-screen space on a page the crawler may not fetch (issue 14).
        <Section id="section-delay" title="Crawl-delay" size="not used for this page">
          <CrawlDelayLine delay={report.crawlDelay} agent={report.agent} onLine={onLine} />
        </Section>
      )}
      {s && (
        <Section
          id="section-snapshot"
          title="Snapshot"
          size={`${s.status === 'unavailable' ? 'tried' : 'fetched'} ${formatAge(s.ageMs)}${s.httpStatus !== null ? `, HTTP ${s.httpStatus}` : ''}`}
        >
          <SnapshotPanel snapshot={s} onCopy={onCopy} />
        </Section>
      )}
      <Section id="section-audit" title="Audit record and exports">
        <AuditCopy record={record} onCopy={onCopy} />
        {slots.crawlerExport?.(report, ctx)}
      </Section>
    </div>
  );
}

import { useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { AuditCopy } from '@/components/AuditCopy';
import { CrawlDelayLine } from '@/components/CrawlDelayLine';
import { CrawlerTable } from '@/components/CrawlerTable';
import { crawlerRows } from '@/components/crawlerRows';
import { isWebUrl } from '@/components/format';
import { formatAge, formatNumber } from '@/components/intlCore';
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
          title={
            report.verdict === 'expired' ? i18n.t('popup.section.robotsExpired') : 'robots.txt'
          }
          size={i18n.t('popup.size.lines', lineCount, [formatNumber(lineCount)])}
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
          title={i18n.t('popup.warnings.heading')}
          size={
            notRead
              ? i18n.t('popup.size.nothingRead')
              : groups.length
                ? warningSize(groups)
                : i18n.t('popup.size.none')
          }
        >
          {notRead ? (
            <p class="note" data-testid="warnings">
              {notRead} {i18n.t('popup.warnings.noneGiven')}
            </p>
          ) : groups.length ? (
            <WarningGroups groups={groups} onLine={onLine} />
          ) : (
            <p class="note" data-testid="warnings">
              {i18n.t('popup.warnings.none')}
            </p>
          )}
        </Section>
      )}
      {report.snapshot && (
        <Section
          id="section-sitemaps"
          title={i18n.t('popup.sitemaps.heading')}
          size={notRead ? i18n.t('popup.size.nothingRead') : formatNumber(report.sitemaps.length)}
        >
          {notRead ? (
            <p class="note" data-testid="sitemaps">
              {notRead} {i18n.t('popup.sitemaps.noneListed')}
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
          title={i18n.t('popup.crawlers.heading')}
          size={i18n.t('popup.size.byPurpose', [formatNumber(rows.length)])}
        >
          <CrawlerTable rows={rows} current={report.agent} onLine={onLine} />
        </Section>
      )}
      {readings && (
        <Section
          id="section-readings"
          title={i18n.t('popup.section.readings')}
          size={readings.size}
        >
          {readings.content}
        </Section>
      )}
      {pageSignals && (
        <Section id="section-page" title={i18n.t('popup.section.page')} size={pageSignals.size}>
          {pageSignals.content}
        </Section>
      )}
      {aiSignals && (
        <Section id="section-ai" title={i18n.t('popup.section.ai')} size={aiSignals.size}>
          {aiSignals.content}
        </Section>
      )}
      {report.verdict === 'disallowed' && report.crawlDelay && (
        // Crawl-delay takes no first-screen space on a page the crawler may not fetch (issue 14).
        <Section id="section-delay" title="Crawl-delay" size={i18n.t('popup.size.notUsed')}>
          <CrawlDelayLine delay={report.crawlDelay} agent={report.agent} onLine={onLine} />
        </Section>
      )}
      {s && (
        <Section
          id="section-snapshot"
          title={i18n.t('popup.section.snapshot')}
          size={`${i18n.t(s.status === 'unavailable' ? 'popup.size.tried' : 'popup.size.fetched', [formatAge(s.ageMs)])}${s.httpStatus !== null ? i18n.t('popup.size.http', [String(s.httpStatus)]) : ''}`}
        >
          <SnapshotPanel snapshot={s} onCopy={onCopy} />
        </Section>
      )}
      <Section id="section-audit" title={i18n.t('popup.section.audit')}>
        <AuditCopy record={record} onCopy={onCopy} />
        {slots.crawlerExport?.(report, ctx)}
      </Section>
    </div>
  );
}

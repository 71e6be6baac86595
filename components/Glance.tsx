import type { Report } from '@/lib/report';
import { CrawlDelayLine } from './CrawlDelayLine';
import { blockedSummary, crawlerRows } from './crawlerRows';
import { type GlanceSlots, NO_CONTEXT, type SlotContext } from './slots';

export interface GlanceProps {
  report: Report;
  slots?: GlanceSlots;
  ctx?: SlotContext;
  onLine?: (line: number) => void;
  /** Opens a section below (by its id) and scrolls to it. */
  onOpenSection?: (id: string) => void;
}

/**
 * The first screen's lines under the banner, each said once: indexing, the Crawl-delay this
 * crawler applies (not when it may not fetch the page at all), readings that disagree, who may
 * crawl, and "changed since".
 */
export function Glance({
  report,
  slots = {},
  ctx = NO_CONTEXT,
  onLine,
  onOpenSection,
}: GlanceProps) {
  const rows = crawlerRows(report);
  return (
    <div class="glance">
      {slots.indexing?.(report, ctx)}
      {report.verdict === 'allowed' && report.crawlDelay && (
        <CrawlDelayLine delay={report.crawlDelay} agent={report.agent} onLine={onLine} />
      )}
      {slots.readingsLine?.(report, ctx)}
      {rows.length > 0 && (
        <p class="glance-line who" data-testid="crawlers-summary">
          <button
            type="button"
            class="link-button"
            aria-controls="section-crawlers"
            onClick={() => onOpenSection?.('section-crawlers')}
          >
            {blockedSummary(rows)}
          </button>
        </p>
      )}
      {slots.changed?.(report, ctx)}
    </div>
  );
}

import { i18n } from '#i18n';
import { AiSignalsPanel } from '@/components/AiSignalsPanel';
import { bannerPage } from '@/components/bannerPage';
import { ChangedNotice } from '@/components/ChangedNotice';
import { ConflictList } from '@/components/ConflictList';
import { CrawlerExport } from '@/components/CrawlerExport';
import { IndexingGlance } from '@/components/IndexingGlance';
import { IndexingLine } from '@/components/IndexingLine';
import { formatNumber } from '@/components/intlCore';
import { ReadingsTable } from '@/components/ReadingsTable';
import { disagreementLine } from '@/components/readingWords';
import { SignalsPending } from '@/components/SignalsPending';
import type { GlanceSlots, SectionSlots, SlotContext } from '@/components/slots';
import { exportInputFromReport } from '@/lib/exports/exportInputFromReport';
import { workbenchHref } from '@/lib/workbench/workbenchHref';
import { auditRecord } from './auditRecord';
import { copyText } from './copyText';

/** The panels other branches built, in their places in the popup's layout (components/slots.ts). */
export const glanceSlots: GlanceSlots = {
  indexing: (_r, { signals, openSection }) => {
    const page = signals.page;
    if (signals.error) {
      return <p class="note glance-line">{i18n.t('popup.signalsFailed', [signals.error])}</p>;
    }
    if (!page) return pendingLine(signals.waiting);
    return (
      <IndexingGlance
        indexing={page.signals.indexing}
        conflicts={bannerPage(page).conflicts}
        onOpen={() => openSection('section-page')}
      />
    );
  },
  readingsLine: (_r, { readings, openSection }) => {
    const line = readings?.rows ? disagreementLine(readings.rows) : null;
    return line ? (
      <p class="glance-line readings-line" data-testid="readings-line">
        <button
          type="button"
          class="link-button"
          aria-controls="section-readings"
          onClick={() => openSection('section-readings')}
        >
          {line}
        </button>
      </p>
    ) : null;
  },
  changed: (r) =>
    r.changed && r.origin ? (
      <ChangedNotice changed={r.changed} workbenchHref={workbenchHref(r.origin)} />
    ) : null,
};

/** What the signals wait for, under the verdict already shown (null: not asked for yet). */
function pendingLine(waiting: SlotContext['signals']['waiting'], testId?: string) {
  if (!waiting) return null;
  // Signals are asked for only once a report with an origin settled: the URL parses.
  const host = URL.canParse(waiting.url) ? new URL(waiting.url).host : waiting.url;
  return <SignalsPending from={waiting.from} host={host} testId={testId} />;
}

export const sectionSlots: SectionSlots = {
  pageSignals: (_r, { signals }) => {
    const page = signals.page;
    if (!page) return null;
    const n = page.signals.conflicts.length;
    return {
      size: n
        ? i18n.t('popup.size.conflicts', n, [formatNumber(n)])
        : i18n.t('popup.size.noConflict'),
      content: (
        <>
          <IndexingLine
            indexing={page.signals.indexing}
            agent={page.agent}
            from={page.from}
            redirectedTo={page.redirectedTo}
            problems={page.problems}
            headNotes={page.signals.headNotes}
          />
          {n > 0 && <ConflictList conflicts={page.signals.conflicts} agent={page.agent} />}
        </>
      ),
    };
  },
  readings: (_r, { readings, onLine }) => {
    if (!readings)
      return {
        size: i18n.t('popup.size.reading'),
        content: <p class="note">{i18n.t('popup.readings.running')}</p>,
      };
    if (readings.error) {
      return {
        size: i18n.t('popup.size.notComputed'),
        content: <p class="note">{i18n.t('popup.readings.failed', [readings.error])}</p>,
      };
    }
    if (!readings.rows) return null;
    const differ = readings.rows.filter((row) => row.differsFromGoogle).length;
    return {
      size: differ
        ? i18n.t('popup.size.differ', [formatNumber(differ), formatNumber(readings.rows.length)])
        : i18n.t('popup.size.allAgree'),
      content: <ReadingsTable rows={readings.rows} onLine={onLine} />,
    };
  },
  aiSignals: (_r, { signals }) => {
    const page = signals.page;
    if (!page) {
      const line = pendingLine(signals.waiting, 'ai-signals-pending');
      return line && { size: i18n.t('popup.size.reading'), content: line };
    }
    const n = page.signals.aiSignals.length;
    return {
      size: n === 0 ? i18n.t('popup.size.noneOnPage') : formatNumber(n),
      content: (
        <AiSignalsPanel
          signals={page.signals.aiSignals}
          agent={page.agent}
          files={signals.files}
          onFetchFile={signals.fetchFile}
        />
      ),
    };
  },
  crawlerExport: (r) => {
    const input = exportInputFromReport(r, auditRecord(r));
    return (
      <>
        {input && <CrawlerExport input={input} onCopy={copyText} />}
        {r.origin && (
          <p>
            <a
              href={workbenchHref(r.origin)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-workbench"
            >
              {i18n.t('popup.openWorkbench')}
            </a>
          </p>
        )}
      </>
    );
  },
};

import { ChangedNotice } from '@/components/ChangedNotice';
import { CrawlerExport } from '@/components/CrawlerExport';
import type { GlanceSlots, SectionSlots } from '@/components/slots';
import { exportInputFromReport } from '@/lib/exports/exportInputFromReport';
import { workbenchHref } from '@/lib/workbench/workbenchHref';
import { auditRecord } from './auditRecord';
import { copyText } from './copyText';

/** The panels other branches built, in their places in the popup's layout (components/slots.ts). */
export const glanceSlots: GlanceSlots = {
  changed: (r) =>
    r.changed && r.origin ? (
      <ChangedNotice changed={r.changed} workbenchHref={workbenchHref(r.origin)} />
    ) : null,
};

export const sectionSlots: SectionSlots = {
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
              Open in workbench
            </a>
          </p>
        )}
      </>
    );
  },
};

import { i18n } from '#i18n';
import type { ReadingRow } from '@/lib/robots/readings';
import { formatSeconds } from './intlCore';
import { LineLink } from './LineLink';
import { readingCauseText, readingFailureText, readingName } from './readingWords';
import { tNodes } from './tNodes';

export interface ReadingsTableProps {
  rows: readonly ReadingRow[];
  onLine?: (line: number) => void;
}

/**
 * The same robots.txt as Google, Scrapy and Python read it (docs/design.md "Readings", contract
 * `readings`): verdict, deciding line, Crawl-delay, a library failure, and why a row differs.
 */
export function ReadingsTable({ rows, onLine }: ReadingsTableProps) {
  return (
    <ul class="readings" data-testid="readings">
      {rows.map((r) => {
        const because = readingCauseText(r);
        return (
          <li
            key={r.reading}
            data-reading={r.reading}
            data-allowed={String(r.allowed)}
            data-delay={r.delay === null ? '' : String(r.delay)}
            data-differs={r.differsFromGoogle ? 'true' : undefined}
            class={r.differsFromGoogle ? 'reading differs' : 'reading'}
          >
            {tNodes('common.withReason', [
              <strong key="name">{readingName(r.reading)}</strong>,
              r.allowed ? i18n.t('report.allowed') : i18n.t('report.disallowed'),
            ])}
            {r.differsFromGoogle && (
              <span class="differs-mark">{i18n.t('popup.readings.differs')}</span>
            )}
            {r.line !== null &&
              tNodes('popup.readings.by', [<LineLink key="line" line={r.line} onLine={onLine} />])}
            {r.rules === 'allow-all' && i18n.t('popup.readings.allowAll')}
            {r.rules === 'disallow-all' && i18n.t('popup.readings.disallowAll')}
            {r.delay !== null && i18n.t('popup.readings.delay', [formatSeconds(r.delay)])}
            {r.failure && (
              <span class="note">
                {' '}
                {tNodes('popup.readings.failsAt', [
                  <LineLink key="line" line={r.failure.line} onLine={onLine} />,
                  readingFailureText(r.reading, r.failure.error),
                ])}
              </span>
            )}
            {because && <p class="note">{because}</p>}
          </li>
        );
      })}
    </ul>
  );
}

import type { ReadingRow } from '@/lib/robots/readings';
import { formatSeconds } from './intl';
import { LineLink } from './LineLink';
import { READING_NAMES } from './readingWords';

export interface ReadingsTableProps {
  rows: readonly ReadingRow[];
  onLine?: (line: number) => void;
}

const RULES_WORDS = {
  'allow-all': 'everything allowed (no usable file)',
  'disallow-all': 'everything disallowed (no usable file)',
} as const;

/**
 * The same robots.txt as Google, Scrapy and Python read it (docs/design.md "Readings", contract
 * `readings`): verdict, deciding line, Crawl-delay, a library failure, and why a row differs.
 */
export function ReadingsTable({ rows, onLine }: ReadingsTableProps) {
  return (
    <ul class="readings" data-testid="readings">
      {rows.map((r) => (
        <li
          key={r.reading}
          data-reading={r.reading}
          data-allowed={String(r.allowed)}
          data-delay={r.delay === null ? '' : String(r.delay)}
          data-differs={r.differsFromGoogle ? 'true' : undefined}
          class={r.differsFromGoogle ? 'reading differs' : 'reading'}
        >
          <strong>{READING_NAMES[r.reading]}</strong>: {r.allowed ? 'allowed' : 'disallowed'}
          {r.differsFromGoogle && <span class="differs-mark"> (differs from Google)</span>}
          {r.line !== null && (
            <>
              {' '}
              by <LineLink line={r.line} onLine={onLine} />
            </>
          )}
          {r.rules !== 'by-file' && <>; {RULES_WORDS[r.rules]}</>}
          {r.delay !== null && <>; Crawl-delay {formatSeconds(r.delay)}</>}
          {r.failure && (
            <span class="note">
              {' '}
              The library fails at <LineLink line={r.failure.line} onLine={onLine} />:{' '}
              {r.failure.message}
            </span>
          )}
          {r.because && r.cause !== 'library-error' && <p class="note">{r.because}</p>}
        </li>
      ))}
    </ul>
  );
}

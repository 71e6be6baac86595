import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import type { CacheEntrySummary } from '@/lib/cache/types';
import { CacheRow } from './CacheRow';
import { ConfirmButton } from './ConfirmButton';
import { formatTotal, totalStoredBytes } from './cacheFormat';

export interface CacheInspectorProps {
  /** Null until the first list arrives. */
  entries: readonly CacheEntrySummary[] | null;
  maxBytes: number;
  listedAt: number;
  /** The origin being refreshed or removed; `*` while the whole list is busy. */
  busy: string | null;
  /** A failed message to the background, in words. */
  error: string | null;
  /** The outcome of the last action (refreshed, removed, copied). */
  notice: string | null;
  onReload: () => void;
  onRefresh: (origin: string) => void;
  onRemove: (origin: string) => void;
  onClear: () => void;
  onCopy: (text: string) => void;
}

const HEADERS = [
  () => i18n.t('options.cache.colOrigin'),
  () => i18n.t('options.cache.colStatus'),
  () => i18n.t('options.cache.colState'),
  () => i18n.t('options.cache.colAge'),
  () => i18n.t('options.cache.colSize'),
  () => i18n.t('options.cache.colSha'),
  () => i18n.t('options.cache.colLastUse'),
  () => i18n.t('options.cache.colActions'),
];

/** Every cached robots.txt, most recently used first, with the total against the cache's bound. */
export function CacheInspector(props: CacheInspectorProps) {
  const { entries, maxBytes, listedAt, busy, error, notice } = props;
  const used = entries ? totalStoredBytes(entries) : 0;
  return (
    <section aria-labelledby="cache-heading" aria-busy={busy === '*'}>
      <h2 id="cache-heading">{i18n.t('options.cache.heading')}</h2>
      {entries && (
        <p class="total" data-testid="cache-total" data-bytes={used} data-max-bytes={maxBytes}>
          <span>
            {i18n.t('options.cache.origins', entries.length, [
              formatNumber(entries.length),
              formatTotal(entries, maxBytes),
            ])}
          </span>
          <meter min={0} max={maxBytes} value={used} aria-label={i18n.t('options.cache.meter')} />
          <span class="hint">{i18n.t('options.cache.totalHint')}</span>
        </p>
      )}
      <div class="row">
        <button type="button" onClick={props.onReload} disabled={busy === '*'}>
          {i18n.t('options.cache.reload')}
        </button>
        <ConfirmButton
          testid="clear-cache"
          label={i18n.t('options.cache.clear')}
          question={i18n.t('options.cache.clearQuestion')}
          confirmLabel={i18n.t('options.cache.clearConfirm')}
          onConfirm={props.onClear}
          disabled={!entries?.length || busy !== null}
        />
      </div>
      <div data-testid="cache-status" role="status" class={error ? 'status error' : 'status'}>
        {error ?? notice}
      </div>
      {entries === null ? (
        !error && <p class="hint">{i18n.t('options.cache.reading')}</p>
      ) : entries.length === 0 ? (
        <p data-testid="cache-empty">{i18n.t('options.cache.empty')}</p>
      ) : (
        <div class="table-wrap">
          <table data-testid="cache-table" class="cache">
            <thead>
              <tr>
                {HEADERS.map((h, i) => (
                  <th key={String(i)} scope="col">
                    {h()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <CacheRow
                  key={e.origin}
                  entry={e}
                  listedAt={listedAt}
                  busy={busy === e.origin || busy === '*'}
                  onRefresh={props.onRefresh}
                  onRemove={props.onRemove}
                  onCopy={props.onCopy}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

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

const HEADERS = ['Origin', 'Status', 'State', 'Age', 'Size', 'SHA-256', 'Last use', 'Actions'];

/** Every cached robots.txt, most recently used first, with the total against the cache's bound. */
export function CacheInspector(props: CacheInspectorProps) {
  const { entries, maxBytes, listedAt, busy, error, notice } = props;
  const used = entries ? totalStoredBytes(entries) : 0;
  return (
    <section aria-labelledby="cache-heading" aria-busy={busy === '*'}>
      <h2 id="cache-heading">Cached robots.txt files</h2>
      {entries && (
        <p class="total" data-testid="cache-total" data-bytes={used} data-max-bytes={maxBytes}>
          <span>
            {entries.length} {entries.length === 1 ? 'origin' : 'origins'}, using{' '}
            {formatTotal(entries, maxBytes)}
          </span>
          <meter min={0} max={maxBytes} value={used} aria-label="Cache use" />
          <span class="hint">
            (stored size; least recently used origins are evicted beyond the bound)
          </span>
        </p>
      )}
      <div class="row">
        <button type="button" onClick={props.onReload} disabled={busy === '*'}>
          Reload list
        </button>
        <ConfirmButton
          testid="clear-cache"
          label="Clear all…"
          question="Remove every cached robots.txt? Each site is fetched again on its next check."
          confirmLabel="Clear all"
          onConfirm={props.onClear}
          disabled={!entries?.length || busy !== null}
        />
      </div>
      <div data-testid="cache-status" role="status" class={error ? 'status error' : 'status'}>
        {error ?? notice}
      </div>
      {entries === null ? (
        !error && <p class="hint">Reading the cache…</p>
      ) : entries.length === 0 ? (
        <p data-testid="cache-empty">
          No robots.txt is cached yet: it is fetched when a page is checked.
        </p>
      ) : (
        <div class="table-wrap">
          <table data-testid="cache-table" class="cache">
            <thead>
              <tr>
                {HEADERS.map((h) => (
                  <th key={h} scope="col">
                    {h}
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

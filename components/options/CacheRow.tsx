import { i18n } from '#i18n';
import { formatDate, formatSize } from '@/components/intl';
import { formatAge, formatNumber } from '@/components/intlCore';
import { tKey } from '@/components/translate';
import type { CacheEntrySummary } from '@/lib/cache/types';
import { workbenchHref } from '@/lib/workbench/workbenchHref';
import { shortSha, statusText } from './cacheFormat';

export interface CacheRowProps {
  entry: CacheEntrySummary;
  /** When the list was read: "last use" counts from here. */
  listedAt: number;
  busy: boolean;
  onRefresh: (origin: string) => void;
  onRemove: (origin: string) => void;
  onCopy: (text: string) => void;
}

export function CacheRow({ entry, listedAt, busy, onRefresh, onRemove, onCopy }: CacheRowProps) {
  const { origin } = entry;
  return (
    <tr data-testid="cache-row" data-origin={origin} data-state={entry.state} aria-busy={busy}>
      <th scope="row" class="origin">
        {origin}
      </th>
      <td data-status={entry.status}>{statusText(entry)}</td>
      <td>
        {/* An unavailable answer holds no rules: never shown in the fresh colour (issue 14). */}
        {entry.status === 'unavailable' ? (
          <span class="state expired">{i18n.t('options.cache.noUsableCopy')}</span>
        ) : (
          <span class={`state ${entry.state}`}>{tKey(`snapshotState.${entry.state}`)}</span>
        )}
      </td>
      <td title={formatDate(entry.fetchedAt)}>{formatAge(entry.ageMs)}</td>
      <td
        class="num"
        title={i18n.t('options.cache.sizeTitle', [
          formatNumber(entry.bytes),
          formatNumber(entry.storedBytes),
        ])}
      >
        {formatSize(entry.bytes)}
      </td>
      <td class="sha">
        {/* 404/503 answers have no body worth a hash (it would be the empty text's). */}
        {entry.status === 'fetched' ? (
          <>
            <code title={entry.sha256}>{shortSha(entry.sha256)}</code>
            <button
              type="button"
              class="small"
              aria-label={i18n.t('options.cache.copyLabel', [origin])}
              onClick={() => onCopy(entry.sha256)}
            >
              {i18n.t('options.cache.copy')}
            </button>
          </>
        ) : (
          <span class="muted">{i18n.t('options.cache.noFile')}</span>
        )}
      </td>
      <td title={formatDate(entry.lastUsedAt)}>
        {formatAge(Math.max(0, listedAt - entry.lastUsedAt))}
      </td>
      <td class="actions">
        <a
          href={workbenchHref(origin)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-workbench"
        >
          {i18n.t('options.cache.openWorkbench')}
        </a>
        <button
          type="button"
          class="small"
          data-testid="refresh-origin"
          disabled={busy}
          aria-label={i18n.t('options.cache.refreshLabel', [origin])}
          onClick={() => onRefresh(origin)}
        >
          {i18n.t('options.cache.refresh')}
        </button>
        <button
          type="button"
          class="small"
          data-testid="remove-origin"
          disabled={busy}
          aria-label={i18n.t('options.removeLabel', [origin])}
          onClick={() => onRemove(origin)}
        >
          {i18n.t('options.remove')}
        </button>
      </td>
    </tr>
  );
}

import { formatAge } from '@/components/format';
import type { CacheEntrySummary } from '@/lib/cache/types';
import { formatBytes } from '@/lib/formatBytes';
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
          <span class="state expired">no usable copy</span>
        ) : (
          <span class={`state ${entry.state}`}>{entry.state}</span>
        )}
      </td>
      <td title={new Date(entry.fetchedAt).toLocaleString()}>{formatAge(entry.ageMs)}</td>
      <td
        class="num"
        title={`robots.txt text ${entry.bytes} bytes; ${entry.storedBytes} bytes in storage`}
      >
        {formatBytes(entry.bytes)}
      </td>
      <td class="sha">
        {/* 404/503 answers have no body worth a hash (it would be the empty text's). */}
        {entry.status === 'fetched' ? (
          <>
            <code title={entry.sha256}>{shortSha(entry.sha256)}</code>
            <button
              type="button"
              class="small"
              aria-label={`Copy the SHA-256 of ${origin}'s robots.txt`}
              onClick={() => onCopy(entry.sha256)}
            >
              Copy
            </button>
          </>
        ) : (
          <span class="muted">no file</span>
        )}
      </td>
      <td title={new Date(entry.lastUsedAt).toLocaleString()}>
        {formatAge(Math.max(0, listedAt - entry.lastUsedAt))}
      </td>
      <td class="actions">
        <a
          href={workbenchHref(origin)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-workbench"
        >
          Open in workbench
        </a>
        <button
          type="button"
          class="small"
          data-testid="refresh-origin"
          disabled={busy}
          aria-label={`Refresh ${origin}`}
          onClick={() => onRefresh(origin)}
        >
          Refresh
        </button>
        <button
          type="button"
          class="small"
          data-testid="remove-origin"
          disabled={busy}
          aria-label={`Remove ${origin}`}
          onClick={() => onRemove(origin)}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

import { i18n } from '#i18n';
import type { Changed } from '@/lib/report';
import { formatNumber } from './intlCore';

export interface ChangedNoticeProps {
  changed: Changed;
  /** "Open in workbench" for the full history diff; omitted where there is no workbench link. */
  workbenchHref?: string;
}

/** `2026-11-30 14:05 UTC`: the same in every locale and time zone, like the audit record. */
export function utcMinute(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** "Changed since <date>" with the added/removed lines one click away (DESIGN.md "History"). */
export function ChangedNotice({ changed, workbenchHref }: ChangedNoticeProps) {
  const { added, removed } = changed;
  return (
    <details
      class="panel changed"
      data-testid="changed"
      data-added={added}
      data-removed={removed}
      data-since={changed.since}
    >
      <summary>
        {i18n.t('popup.changed.summary', added + removed, [
          utcMinute(changed.since),
          formatNumber(added),
          formatNumber(removed),
        ])}
        {changed.approximate && i18n.t('popup.changed.approximate')}
      </summary>
      <ol class="diff-lines">
        {changed.lines.map((l) => (
          <li key={`${l.kind}${l.line}`} class={l.kind} data-kind={l.kind}>
            <span class="mark">{l.kind === 'added' ? '+' : '−'}</span>
            <span class="ln">{l.line}</span>
            <code>{l.text}</code>
          </li>
        ))}
      </ol>
      {changed.truncated && <p class="note">{i18n.t('popup.changed.truncated')}</p>}
      {workbenchHref && (
        <p>
          <a
            href={workbenchHref}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="open-workbench-history"
          >
            {i18n.t('popup.changed.compare')}
          </a>
        </p>
      )}
    </details>
  );
}

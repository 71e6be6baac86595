import { useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { utcMinute } from '@/components/ChangedNotice';
import { formatNumber } from '@/components/intlCore';
import { lineDiff } from '@/lib/workbench';

export interface Version {
  id: string;
  label: string;
  text: string;
}

/** The line diff shows at most this many lines; the counts cover every line. */
const MAX_LINES = 2000;

export function versionLabel(
  v: { sha256: string; firstSeen: number; lastSeen: number },
  index: number,
) {
  const seen = `${utcMinute(new Date(v.firstSeen).toISOString())} → ${utcMinute(new Date(v.lastSeen).toISOString())}`;
  const name =
    index === 0
      ? i18n.t('workbench.history.live')
      : i18n.t('workbench.history.version', [formatNumber(index)]);
  return i18n.t('workbench.history.label', [name, seen, v.sha256.slice(0, 8)]);
}

/** Any two versions (kept history, or the draft) side by side as a line diff (jsdiff). */
export function HistoryDiff({ versions }: { versions: Version[] }) {
  // The last change of the live file by default; the draft (maybe megabytes) only on request.
  const kept = versions.filter((v) => v.id !== 'draft');
  const [from, setFrom] = useState(kept[1]?.id ?? kept[0]?.id ?? '');
  const [to, setTo] = useState(kept[0]?.id ?? '');
  const a = versions.find((v) => v.id === from);
  const b = versions.find((v) => v.id === to);
  const textA = a?.text;
  const textB = b?.text;
  // Keyed by the texts: a re-render (a progress tick) never diffs again.
  const diff = useMemo(
    () => (textA !== undefined && textB !== undefined ? lineDiff(textA, textB) : null),
    [textA, textB],
  );
  const pick = (value: string, onChange: (id: string) => void, label: string) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section class="history" data-testid="history">
      <h2>
        {i18n.t('workbench.history.heading', versions.length - 1, [
          formatNumber(versions.length - 1),
        ])}
      </h2>
      <div class="filters">
        {pick(from, setFrom, i18n.t('workbench.history.from'))}
        {pick(to, setTo, i18n.t('workbench.history.to'))}
      </div>
      {diff && (
        <>
          <p data-testid="history-diff-summary" data-added={diff.added} data-removed={diff.removed}>
            {i18n.t('workbench.history.summary', [
              formatNumber(diff.added),
              formatNumber(diff.removed),
            ])}
            {diff.approximate && i18n.t('popup.changed.approximate')}
          </p>
          <ol class="diff-lines">
            {diff.lines
              .filter((l) => l.kind !== 'same')
              .slice(0, MAX_LINES)
              .map((l) => (
                <li key={`${l.kind}${l.line}`} class={l.kind} data-kind={l.kind}>
                  <span class="mark">{l.kind === 'added' ? '+' : '−'}</span>
                  <span class="ln">{l.line}</span>
                  <code>{l.text}</code>
                </li>
              ))}
          </ol>
        </>
      )}
    </section>
  );
}

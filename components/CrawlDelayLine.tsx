import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { DelayInfo } from '@/lib/report';
import { formatSeconds } from './intlCore';
import { LineLink } from './LineLink';
import { presetDelayNote } from './presetText';
import { delayReasonText } from './reportText';
import { tNodes } from './tNodes';

export interface CrawlDelayLineProps {
  delay: DelayInfo;
  agent: string;
  onLine?: (line: number) => void;
}

/**
 * What THIS crawler does with Crawl-delay, in one line, said once: a crawler that ignores it
 * leads with that; otherwise the pace applied, where it was declared, and any clamping.
 */
export function CrawlDelayLine({ delay, agent, onLine }: CrawlDelayLineProps) {
  const preset = findPreset(agent);
  // The crawler's own note in the browser's language (lib/crawlerDelayNotes.ts keeps the English).
  const note = (preset && presetDelayNote(preset)) ?? delay.note;
  const where =
    delay.line !== null ? (
      <>
        {tNodes(
          delay.source === 'wildcard' ? 'popup.delayLine.whereWildcard' : 'popup.delayLine.where',
          [<LineLink key="line" line={delay.line} onLine={onLine} />],
        )}
      </>
    ) : null;
  let text: ComponentChildren;
  if (preset?.ignoresDelay) {
    text = (
      <>
        <strong>{i18n.t('popup.delayLine.ignores', [agent])}</strong>
        {delay.declared !== null ? (
          <>
            {i18n.t('popup.delayLine.asks', [formatSeconds(delay.declared)])}
            {where}
          </>
        ) : null}
        {i18n.t('popup.delayLine.stop')}
        {note ? i18n.t('popup.delayLine.note', [note.replace(/^[^;；]*[;；]\s*/, '')]) : ''}
      </>
    );
  } else if (delay.raw !== null && delay.declared === null) {
    // Declared but unusable ("-5", "ten"): the engine's sentence says which and what applies.
    text = delayReasonText(delay, agent);
  } else if (delay.declared === null) {
    const who = agent === '*' ? i18n.t('popup.delayLine.anyOther') : agent;
    text =
      delay.suggestedSeconds !== null
        ? i18n.t('popup.delayLine.noneMeasured', [who, formatSeconds(delay.suggestedSeconds)])
        : i18n.t('popup.delayLine.none', [who]);
  } else {
    text = (
      <>
        {tNodes('popup.delayLine.pace', [
          <strong key="pace">{formatSeconds(delay.seconds)}</strong>,
        ])}
        {where}
        {delay.seconds !== delay.declared
          ? delay.flagged
            ? i18n.t('popup.delayLine.clamped', [
                delay.raw?.trim() ?? '',
                formatSeconds(delay.ceiling),
              ])
            : i18n.t('popup.delayLine.raised', [
                delay.raw?.trim() ?? '',
                formatSeconds(delay.floor),
              ])
          : ''}
        {i18n.t('popup.delayLine.stop')}
        {note ? i18n.t('popup.delayLine.note', [note]) : ''}
      </>
    );
  }
  return (
    <p
      class={`glance-line delay${delay.flagged ? ' flagged' : ''}`}
      data-testid="crawl-delay"
      data-seconds={delay.seconds}
      data-ignored={preset?.ignoresDelay ? 'true' : undefined}
      title={delayReasonText(delay, agent)}
    >
      {text}
    </p>
  );
}

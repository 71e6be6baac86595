import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { DelayInfo } from '@/lib/report';
import { agentName } from './format';
import { formatSeconds } from './intl';
import { presetDelayNote } from './presetText';
import { delayReasonText } from './reportText';

/** `declared Crawl-delay: 10 at line 2, in the User-agent: * group`; the directive stays verbatim. */
function declaredText(delay: DelayInfo): string {
  const directive = `Crawl-delay: ${delay.raw}`;
  const declared =
    delay.line !== null
      ? i18n.t('popup.delay.declaredAt', [directive, delay.line])
      : i18n.t('popup.delay.declared', [directive]);
  const where = SOURCE[delay.source]();
  return [declared, where].filter(Boolean).join(i18n.t('common.clauseSeparator'));
}

/** The preset's documented Crawl-delay behaviour, in the browser's language. */
function delayNoteText(agent: string, note: string): string {
  const preset = findPreset(agent);
  return (preset && presetDelayNote(preset)) || note;
}

export interface CrawlDelayPanelProps {
  delay: DelayInfo;
  agent: string;
}

const SOURCE: Record<DelayInfo['source'], () => string> = {
  agent: () => i18n.t('popup.delay.ownGroup'),
  wildcard: () => i18n.t('popup.delay.wildcardGroup'),
  none: () => '',
};

/** How fast this crawler may go: applied value, declared value and line, and why. */
export function CrawlDelayPanel({ delay, agent }: CrawlDelayPanelProps) {
  const declared = delay.raw !== null;
  return (
    <section
      class="panel"
      aria-labelledby="delay-h"
      data-testid="crawl-delay"
      data-seconds={delay.seconds}
    >
      <h2 id="delay-h">Crawl-delay</h2>
      <p class="delay-value">
        <strong>{i18n.t('popup.delay.perRequest', [formatSeconds(delay.seconds)])}</strong>
        {declared ? i18n.t('popup.delay.paren', [declaredText(delay)]) : null}
      </p>
      <p>{delayReasonText(delay, agent)}</p>
      {delay.flagged && (
        <p class="callout warn" role="note">
          <span aria-hidden="true">⚠ </span>
          {i18n.t('popup.delay.review', [formatSeconds(delay.floor), formatSeconds(delay.ceiling)])}
        </p>
      )}
      {!declared && delay.suggestedSeconds !== null && (
        <p class="callout">
          {i18n.t('popup.delay.suggested', [
            agentName(agent),
            formatSeconds(delay.suggestedSeconds),
            formatSeconds(delay.floor),
          ])}
        </p>
      )}
      {delay.note && <p class="note">{delayNoteText(agent, delay.note)}</p>}
    </section>
  );
}

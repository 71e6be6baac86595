import type { DelayInfo } from '@/lib/report';
import { agentName, formatSeconds } from './format';

export interface CrawlDelayPanelProps {
  delay: DelayInfo;
  agent: string;
}

const SOURCE: Record<DelayInfo['source'], string> = {
  agent: "in this crawler's own group",
  wildcard: 'in the User-agent: * group',
  none: '',
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
        <strong>{formatSeconds(delay.seconds)}</strong> between requests
        {declared ? (
          <>
            {' '}
            (declared <code>Crawl-delay: {delay.raw}</code>
            {delay.line !== null && ` at line ${delay.line}`}
            {SOURCE[delay.source] && `, ${SOURCE[delay.source]}`})
          </>
        ) : null}
      </p>
      <p>{delay.reason}</p>
      {delay.flagged && (
        <p class="callout warn" role="note">
          <span aria-hidden="true">⚠ </span>
          Review: the declared value is outside the {formatSeconds(delay.floor)}–
          {formatSeconds(delay.ceiling)} range this extension applies, so it was clamped. Check it
          with the site owner before relying on it.
        </p>
      )}
      {!declared && delay.suggestedSeconds !== null && (
        <p class="callout">
          robots.txt declares no Crawl-delay for {agentName(agent)}. Suggested pace: one request
          every {formatSeconds(delay.suggestedSeconds)}, from the median response time measured for
          this site (never below the {formatSeconds(delay.floor)} floor).
        </p>
      )}
      {delay.note && <p class="note">{delay.note}</p>}
    </section>
  );
}

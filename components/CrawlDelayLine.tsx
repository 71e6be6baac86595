import type { ComponentChildren } from 'preact';
import { findPreset } from '@/lib/crawlers';
import type { DelayInfo } from '@/lib/report';
import { formatSeconds } from './intl';
import { LineLink } from './LineLink';

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
  const where =
    delay.line !== null ? (
      <>
        {' '}
        (<LineLink line={delay.line} onLine={onLine} />
        {delay.source === 'wildcard' ? ', * group' : ''})
      </>
    ) : null;
  let text: ComponentChildren;
  if (preset?.ignoresDelay) {
    text = (
      <>
        <strong>{agent} ignores Crawl-delay</strong>
        {delay.declared !== null ? (
          <>
            ; robots.txt asks {formatSeconds(delay.declared)}
            {where}
          </>
        ) : null}
        . {delay.note?.replace(/^[^;]*;\s*/, '')}
      </>
    );
  } else if (delay.raw !== null && delay.declared === null) {
    // Declared but unusable ("-5", "ten"): the engine's sentence says which and what applies.
    text = delay.reason;
  } else if (delay.declared === null) {
    text = `No Crawl-delay for ${agent === '*' ? 'any other crawler' : agent}${
      delay.suggestedSeconds !== null
        ? `; measured pace: one request every ${formatSeconds(delay.suggestedSeconds)}.`
        : '.'
    }`;
  } else {
    text = (
      <>
        Crawl-delay: <strong>{formatSeconds(delay.seconds)}</strong> between requests
        {where}
        {delay.seconds !== delay.declared
          ? `; robots.txt says ${delay.raw?.trim()} s, ${delay.flagged ? `clamped to the ${formatSeconds(delay.ceiling)} ceiling: check it with the site owner` : `raised to the ${formatSeconds(delay.floor)} floor`}`
          : ''}
        .{delay.note ? ` ${delay.note}` : ''}
      </>
    );
  }
  return (
    <p
      class={`glance-line delay${delay.flagged ? ' flagged' : ''}`}
      data-testid="crawl-delay"
      data-seconds={delay.seconds}
      data-ignored={preset?.ignoresDelay ? 'true' : undefined}
      title={delay.reason}
    >
      {text}
    </p>
  );
}

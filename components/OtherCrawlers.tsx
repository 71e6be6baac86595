import type { Report } from '@/lib/report';

export interface OtherCrawlersProps {
  others: Report['others'];
}

/** How other crawlers read the same outcome, where they differ from RFC 9309. */
export function OtherCrawlers({ others }: OtherCrawlersProps) {
  return (
    <ul class="others" data-testid="others" aria-label="Other crawlers read this differently">
      {others.map((o) => (
        <li key={o.crawler + o.text}>
          <strong>{o.crawler}</strong> {o.text}
        </li>
      ))}
    </ul>
  );
}

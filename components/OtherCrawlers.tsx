import type { Report } from '@/lib/report';

export interface OtherCrawlersProps {
  others: Report['others'];
}

/** How other crawlers read the same outcome, where they differ from RFC 9309. */
export function OtherCrawlers({ others }: OtherCrawlersProps) {
  return (
    <section class="panel" aria-labelledby="others-h" data-testid="others">
      <h2 id="others-h">Other crawlers read this differently</h2>
      <ul class="others">
        {others.map((o) => (
          <li key={o.crawler + o.text}>
            <strong>{o.crawler}</strong> {o.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

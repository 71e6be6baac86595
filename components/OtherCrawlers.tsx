import { i18n } from '#i18n';
import type { Report } from '@/lib/report';
import { otherText } from './reportText';

export interface OtherCrawlersProps {
  others: Report['others'];
}

/** How other crawlers read the same outcome, where they differ from RFC 9309. */
export function OtherCrawlers({ others }: OtherCrawlersProps) {
  return (
    <section class="panel" aria-labelledby="others-h" data-testid="others">
      <h2 id="others-h">{i18n.t('popup.others.heading')}</h2>
      <ul class="others">
        {others.map((o) => (
          <li key={o.crawler + o.text}>
            <strong>{o.crawler}</strong> {otherText(o)}
          </li>
        ))}
      </ul>
    </section>
  );
}

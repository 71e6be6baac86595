import { i18n } from '#i18n';
import type { Warning } from '@/lib/robots/types';
import { formatNumber } from './intl';
import { warningText } from './reportText';
import { visible } from './visible';

export interface WarningListProps {
  warnings: Warning[];
}

/** The engine's warnings about the robots.txt, one item each, with its line. */
export function WarningList({ warnings }: WarningListProps) {
  return (
    <section class="panel" aria-labelledby="warnings-h">
      <h2 id="warnings-h">
        {i18n.t('popup.warnings.heading')}
        {warnings.length > 0 && <span class="count"> ({formatNumber(warnings.length)})</span>}
      </h2>
      {warnings.length === 0 && <p class="note">{i18n.t('popup.warnings.none')}</p>}
      <ul class="warnings" data-testid="warnings">
        {warnings.map((w, i) => (
          <li key={`${w.line}:${w.code}:${i}`} data-line={w.line} data-code={w.code}>
            <span class="warn-line">
              {w.line > 0 ? i18n.t('popup.warnings.line', [w.line]) : i18n.t('popup.warnings.file')}
            </span>{' '}
            {visible(warningText(w))}
          </li>
        ))}
      </ul>
    </section>
  );
}

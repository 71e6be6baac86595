import { i18n } from '#i18n';
import { formatNumber } from './intlCore';
import { LineLink } from './LineLink';
import { warningTitle } from './reportText';
import { tNodes } from './tNodes';
import { visible } from './visible';
import type { WarningGroup } from './warningGroups';

export interface WarningGroupsProps {
  groups: WarningGroup[];
  /** Opens the robots.txt view at a line. */
  onLine?: (line: number) => void;
}

/**
 * The engine's warnings, one item per code with its count and every line, each line a link
 * into the robots.txt view (issue 14: 17 identical `%2b` warnings read as one item).
 */
export function WarningGroups({ groups, onLine }: WarningGroupsProps) {
  const where = (line: number) =>
    line > 0 ? (
      <LineLink line={line} onLine={onLine} label={i18n.t('popup.warnings.line', [line])} />
    ) : (
      i18n.t('popup.warnings.file')
    );
  return (
    <ul class="warnings" data-testid="warnings">
      {groups.map((g) => {
        const same = g.items.every((item) => item.message === g.message);
        const [only] = g.items;
        return (
          <li key={g.code} data-code={g.code} data-count={g.items.length}>
            {g.items.length === 1 && only ? (
              <p>
                {tNodes('common.withReason', [
                  <span key="line" class="warn-line" data-line={only.line}>
                    {where(only.line)}
                  </span>,
                  visible(g.message),
                ])}
              </p>
            ) : (
              <>
                <p>
                  {same ? visible(g.message) : warningTitle(g.code)}
                  <span class="count">
                    {i18n.t('popup.warnings.count', [
                      i18n.t('popup.size.lines', g.items.length, [formatNumber(g.items.length)]),
                    ])}
                  </span>
                </p>
                <ul class={`warning-lines${same ? ' inline' : ''}`}>
                  {g.items.map((item, i) => (
                    <li key={`${item.line}:${i}`} data-line={item.line}>
                      {same
                        ? where(item.line)
                        : tNodes('common.withReason', [where(item.line), visible(item.message)])}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

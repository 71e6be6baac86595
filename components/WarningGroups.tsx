import { LineLink } from './LineLink';
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
    line > 0 ? <LineLink line={line} onLine={onLine} label={`Line ${line}`} /> : 'File';
  return (
    <ul class="warnings" data-testid="warnings">
      {groups.map((g) => {
        const same = g.items.every((item) => item.message === g.message);
        const [only] = g.items;
        return (
          <li key={g.code} data-code={g.code} data-count={g.items.length}>
            {g.items.length === 1 && only ? (
              <p>
                <span class="warn-line" data-line={only.line}>
                  {where(only.line)}
                </span>
                : {visible(g.message)}
              </p>
            ) : (
              <>
                <p>
                  {same ? visible(g.message) : codeWords(g.code)}{' '}
                  <span class="count">({g.items.length} lines)</span>
                </p>
                <ul class={`warning-lines${same ? ' inline' : ''}`}>
                  {g.items.map((item, i) => (
                    <li key={`${item.line}:${i}`} data-line={item.line}>
                      {where(item.line)}
                      {!same && <>: {visible(item.message)}</>}
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

/** `rule-never-matches` → "Rule never matches": the heading of a group whose lines say different things. */
function codeWords(code: string): string {
  const words = code.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

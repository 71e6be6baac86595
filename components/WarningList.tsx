import type { Warning } from '@/lib/robots/types';
import { visible } from './visible';

export interface WarningListProps {
  warnings: Warning[];
}

/** The engine's warnings about the robots.txt, one item each, with its line. */
export function WarningList({ warnings }: WarningListProps) {
  return (
    <section class="panel" aria-labelledby="warnings-h">
      <h2 id="warnings-h">
        Warnings{warnings.length > 0 && <span class="count"> ({warnings.length})</span>}
      </h2>
      {warnings.length === 0 && <p class="note">No problems found in robots.txt.</p>}
      <ul class="warnings" data-testid="warnings">
        {warnings.map((w, i) => (
          <li key={`${w.line}:${w.code}:${i}`} data-line={w.line} data-code={w.code}>
            <span class="warn-line">{w.line > 0 ? `Line ${w.line}` : 'File'}:</span>{' '}
            {visible(w.message)}
          </li>
        ))}
      </ul>
    </section>
  );
}

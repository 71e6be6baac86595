import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { splitLines } from '@/lib/robots/lines';
import { visible } from './visible';

/** At most this many lines are rendered, around the deciding line, to keep the popup fast. */
export const MAX_VIEW_LINES = 2000;
/** Longer lines are shown cut; the engine still reads them whole. */
const MAX_LINE_CHARS = 400;

export interface RobotsTextViewProps {
  text: string;
  /** The deciding rule's line (1-based), highlighted and scrolled into view. */
  line: number | null;
  /** Line ranges of the deciding group(s), shaded. */
  ranges: { start: number; end: number }[];
  /** Open on first render (tests; the popup starts closed). */
  open?: boolean;
}

/** The robots.txt text with line numbers. Lines are text nodes only, never HTML. */
export function RobotsTextView({ text, line, ranges, open: initiallyOpen }: RobotsTextViewProps) {
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  const current = useRef<HTMLLIElement>(null);
  // Same line breaks as the engine (lib/robots/lines.ts): LF, CR, CRLF; a leading BOM skipped.
  const lines = useMemo(() => splitLines(text), [text]);
  const first = windowStart(lines.length, line);
  const last = Math.min(lines.length, first + MAX_VIEW_LINES);

  // Scroll only the line box (not the whole popup) so the deciding line sits in its middle.
  useEffect(() => {
    const el = current.current;
    const box = el?.parentElement;
    if (open && el && box) box.scrollTop = el.offsetTop - (box.clientHeight - el.offsetHeight) / 2;
  }, [open, line]);

  const inGroup = (n: number) => ranges.some((r) => n >= r.start && n <= r.end);
  return (
    <details
      class="robots-view"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        robots.txt ({lines.length} {lines.length === 1 ? 'line' : 'lines'})
      </summary>
      {open && (
        <>
          {lines.length > MAX_VIEW_LINES && (
            <p class="note">
              Showing lines {first + 1}–{last} of {lines.length}
              {line ? `, around line ${line}` : ''}.
            </p>
          )}
          <ol class="robots-lines" aria-label="robots.txt lines">
            {lines.slice(first, last).map((content, i) => {
              const n = first + i + 1;
              const isCurrent = n === line;
              return (
                <li
                  key={n}
                  ref={isCurrent ? current : undefined}
                  class={`rl${inGroup(n) ? ' in-group' : ''}${isCurrent ? ' current' : ''}`}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  <span class="ln">{n}</span>
                  <span class="lt">
                    {content.length > MAX_LINE_CHARS ? (
                      <>
                        {visible(content.slice(0, MAX_LINE_CHARS))}… ({content.length} characters)
                      </>
                    ) : (
                      visible(content)
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </details>
  );
}

function windowStart(count: number, line: number | null): number {
  if (count <= MAX_VIEW_LINES || !line) return 0;
  return Math.max(0, Math.min(line - 1 - MAX_VIEW_LINES / 2, count - MAX_VIEW_LINES));
}

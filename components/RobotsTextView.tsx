import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { splitLines } from '@/lib/robots/lines';
import { formatNumber } from './intlCore';
import { tNodes } from './tNodes';
import { visible } from './visible';

/** At most this many lines are rendered, around the line in focus, to keep the popup fast. */
export const MAX_VIEW_LINES = 2000;
/** Longer lines are shown cut; the engine still reads them whole. */
const MAX_LINE_CHARS = 400;

export interface RobotsTextViewProps {
  text: string;
  /** The deciding rule's line (1-based), marked. */
  line: number | null;
  /** Line ranges of the deciding group(s), shaded. */
  ranges: { start: number; end: number }[];
  /** Lines are rendered only while open (the section around it is closed at first). */
  open: boolean;
  /** The line to centre (a warning's or the rule's link); the deciding line by default. */
  focus?: { line: number } | null;
}

/**
 * The robots.txt text with line numbers and a search box. Lines are text nodes only, never HTML.
 * The number column is as wide as the largest number, so line 10,000 never runs into its text.
 */
export function RobotsTextView({ text, line, ranges, open, focus }: RobotsTextViewProps) {
  const [query, setQuery] = useState('');
  const box = useRef<HTMLOListElement>(null);
  // Same line breaks as the engine (lib/robots/lines.ts): LF, CR, CRLF; a leading BOM skipped.
  const lines = useMemo(() => splitLines(text), [text]);
  const target = focus?.line ?? line;
  const shown = useMemo(() => visibleLines(lines, query, target), [lines, query, target]);

  // Scroll only the line box (not the whole popup) so the focused line sits in its middle.
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>(`[data-n="${target}"]`);
    const parent = box.current;
    if (open && el && parent)
      parent.scrollTop = el.offsetTop - (parent.clientHeight - el.offsetHeight) / 2;
  }, [open, target, focus, shown]);

  const inGroup = (n: number) => ranges.some((r) => n >= r.start && n <= r.end);
  const digits = String(lines.length).length;
  if (!open) return null;
  return (
    <div class="robots-view">
      <input
        type="search"
        class="robots-search"
        placeholder={i18n.t('popup.robots.search')}
        aria-label={i18n.t('popup.robots.search')}
        value={query}
        onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
      />
      {shown.note && <p class="note">{shown.note}</p>}
      <ol
        ref={box}
        class="robots-lines"
        aria-label={i18n.t('popup.robots.linesLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be keyboard-reachable (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        style={{ '--digits': `${digits}ch` }}
      >
        {shown.numbers.map((n) => {
          const content = lines[n - 1] ?? '';
          const isCurrent = n === line;
          return (
            <li
              key={n}
              data-n={n}
              class={`rl${inGroup(n) ? ' in-group' : ''}${isCurrent ? ' current' : ''}${n === focus?.line && !isCurrent ? ' focus' : ''}`}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <span class="ln">{n}</span>
              <span class="lt">
                {content.length > MAX_LINE_CHARS
                  ? tNodes('popup.robots.longLine', [
                      visible(content.slice(0, MAX_LINE_CHARS)),
                      formatNumber(content.length),
                    ])
                  : visible(content)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The line numbers to render: matches of the query, or a window around the target line. */
export function visibleLines(
  lines: string[],
  query: string,
  target: number | null,
): { numbers: number[]; note: string | null } {
  const q = query.trim().toLowerCase();
  if (q) {
    const hits: number[] = [];
    lines.forEach((l, i) => {
      if (l.toLowerCase().includes(q)) hits.push(i + 1);
    });
    const numbers = hits.slice(0, MAX_VIEW_LINES);
    const shown = query.trim();
    const count = formatNumber(hits.length);
    const note =
      hits.length === 0
        ? i18n.t('popup.robots.noMatch', [shown])
        : hits.length > MAX_VIEW_LINES
          ? i18n.t('popup.robots.matchesCapped', [count, shown, formatNumber(MAX_VIEW_LINES)])
          : i18n.t('popup.robots.matches', hits.length, [count, shown]);
    return { numbers, note };
  }
  const first = windowStart(lines.length, target);
  const last = Math.min(lines.length, first + MAX_VIEW_LINES);
  const numbers = Array.from({ length: last - first }, (_, i) => first + i + 1);
  // Line numbers as the number column shows them (no grouping), like an editor's.
  const note =
    lines.length <= MAX_VIEW_LINES
      ? null
      : target
        ? i18n.t('popup.robots.showingAround', [first + 1, last, lines.length, target])
        : i18n.t('popup.robots.showing', [first + 1, last, lines.length]);
  return { numbers, note };
}

function windowStart(count: number, line: number | null): number {
  if (count <= MAX_VIEW_LINES || !line) return 0;
  return Math.max(0, Math.min(line - 1 - MAX_VIEW_LINES / 2, count - MAX_VIEW_LINES));
}

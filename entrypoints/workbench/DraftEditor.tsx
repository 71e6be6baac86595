import { useMemo, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { formatSize } from '@/components/intl';
import { formatNumber } from '@/components/intlCore';
import { warningText } from '@/components/reportText';
import { MAX_BODY_BYTES, parseRobots } from '@/lib/robots';
import type { Warning } from '@/lib/robots/types';
import { capDraft, type DraftCut, exceedsLines, MAX_BOX_LINES } from '@/lib/workbench';
import { useDebounced } from './useDebounced';

export interface DraftEditorProps {
  value: string;
  robotsUrl: string;
  /** `cut`: the input was cut to what the engine reads (capDraft). */
  onInput: (value: string, cut: DraftCut | null) => void;
  onLoadFile: (file: File) => void;
}

/** Warnings follow typing after this pause, so a keystroke never waits for a parse. */
const DEBOUNCE_MS = 250;
/** The gutter numbers at most this many lines; the editor itself takes any length. */
const GUTTER_LINES = 20_000;

/** The draft robots.txt with line numbers and the engine's warnings as you type. */
export function DraftEditor({ value, robotsUrl, onInput, onLoadFile }: DraftEditorProps) {
  const settled = useDebounced(value, DEBOUNCE_MS);
  const held = exceedsLines(value);
  const gutter = useRef<HTMLPreElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const parsed = useMemo(() => parseRobots(settled, robotsUrl), [settled, robotsUrl]);
  const warned = useMemo(() => new Set(parsed.warnings.map((w) => w.line)), [parsed]);
  const numbers = useMemo(() => {
    const count = Math.min(parsed.lineCount || 1, GUTTER_LINES);
    return Array.from({ length: count }, (_, i) => `${warned.has(i + 1) ? '⚠ ' : ''}${i + 1}`).join(
      '\n',
    );
  }, [parsed, warned]);

  const goTo = (w: Warning) => {
    const el = area.current;
    if (!el || w.line < 1) return;
    let start = 0;
    for (let i = 1; i < w.line; i++) {
      const next = el.value.indexOf('\n', start);
      if (next === -1) break;
      start = next + 1;
    }
    const end = el.value.indexOf('\n', start);
    el.focus();
    el.setSelectionRange(start, end === -1 ? el.value.length : end);
  };

  return (
    <div class="draft">
      <div class="editor">
        <pre class="gutter" ref={gutter} aria-hidden="true">
          {held ? '' : numbers}
        </pre>
        <textarea
          ref={area}
          data-testid="draft"
          aria-label={i18n.t('workbench.editor.label')}
          spellcheck={false}
          wrap="off"
          value={held ? '' : value}
          onInput={(e) => {
            // Cut (and held) at once, before the browser lays out megabytes of text.
            const capped = capDraft(e.currentTarget.value);
            if (exceedsLines(capped.text)) e.currentTarget.value = '';
            else if (capped.cut) e.currentTarget.value = capped.text;
            onInput(capped.text, capped.cut);
          }}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
        />
      </div>
      {held && (
        <p class="callout warn" role="status" data-testid="draft-held">
          {i18n.t('workbench.editor.held', [formatNumber(MAX_BOX_LINES)])}
        </p>
      )}
      <p class="hint">
        {i18n.t('workbench.editor.size', [
          formatNumber(parsed.lineCount),
          formatSize(parsed.bytesTotal),
        ])}
        {parsed.bytesTotal > MAX_BODY_BYTES &&
          i18n.t('workbench.editor.overCap', [
            formatSize(MAX_BODY_BYTES),
            formatSize(parsed.bytesParsed),
          ])}{' '}
        <label class="file">
          {i18n.t('workbench.editor.loadFile')}
          <input
            type="file"
            onChange={(e) => e.currentTarget.files?.[0] && onLoadFile(e.currentTarget.files[0])}
          />
        </label>
      </p>
      <ul class="draft-warnings" data-testid="draft-warnings" aria-live="polite">
        {parsed.warnings.slice(0, 200).map((w) => (
          <li key={`${w.line}${w.code}`} data-code={w.code} data-line={w.line}>
            <button type="button" class="link" onClick={() => goTo(w)}>
              {w.line > 0
                ? i18n.t('popup.warnings.line', [formatNumber(w.line)])
                : i18n.t('popup.warnings.file')}
            </button>{' '}
            {warningText(w)}
          </li>
        ))}
        {parsed.warnings.length > 200 && (
          <li>{i18n.t('workbench.editor.more', [formatNumber(parsed.warnings.length - 200)])}</li>
        )}
      </ul>
    </div>
  );
}

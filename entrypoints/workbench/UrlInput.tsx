import { exceedsLines, type UrlList } from '@/lib/workbench';

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface UrlInputProps {
  value: string;
  onInput: (value: string) => void;
  imports: { label: string; run: () => void }[];
  /** The last run's reading of the list (counts of what was skipped, and why). */
  list: UrlList | null;
  importNotice: string | null;
}

/** One URL or path per line, with imports; after a run, what was tested and what was skipped. */
export function UrlInput({ value, onInput, imports, list, importNotice }: UrlInputProps) {
  const held = exceedsLines(value);
  return (
    <div class="urls">
      {held && (
        <p class="callout warn" role="status" data-testid="urls-held">
          {lineCount(value).toLocaleString('en')} lines are kept but not shown here (a text box that
          long freezes the browser for seconds). Run tests them; typing here starts a new list.{' '}
          <button type="button" onClick={() => onInput('')}>
            Clear
          </button>
        </p>
      )}
      <textarea
        data-testid="urls"
        aria-label="URLs or paths, one per line"
        placeholder={'/private/page\n/blog/?s=1'}
        spellcheck={false}
        wrap="off"
        value={held ? '' : value}
        onInput={(e) => {
          const text = e.currentTarget.value;
          // Held at once, before the browser lays out hundreds of thousands of lines.
          if (exceedsLines(text)) e.currentTarget.value = '';
          onInput(text);
        }}
      />
      <p class="imports">
        {imports.map((i) => (
          <button key={i.label} type="button" onClick={i.run}>
            {i.label}
          </button>
        ))}
      </p>
      {importNotice && (
        <p class="hint" role="status">
          {importNotice}
        </p>
      )}
      {list && <ListOutcome list={list} />}
    </div>
  );
}

function ListOutcome({ list }: { list: UrlList }) {
  return (
    <ul class="list-outcome" data-testid="url-list">
      <li data-kind="tested" data-count={list.urls.length}>
        {list.urls.length} URLs tested (of {list.lines} lines; {list.blank} blank).
      </li>
      {list.duplicates > 0 && (
        <li data-kind="duplicates" data-count={list.duplicates}>
          {list.duplicates} duplicate lines collapsed.
        </li>
      )}
      {list.otherOrigin.count > 0 && (
        <li data-kind="other-origin" data-count={list.otherOrigin.count}>
          {list.otherOrigin.count} URLs on other origins, not tested against this file:{' '}
          {list.otherOrigin.origins.map((o) => `${o.origin} (${o.count})`).join(', ')}.
        </li>
      )}
      {list.notUrl.count > 0 && (
        <li data-kind="not-url" data-count={list.notUrl.count}>
          {list.notUrl.count} lines are not URLs or paths (a path starts with "/"):{' '}
          {list.notUrl.examples.map((e) => `line ${e.line}: "${e.text}"`).join('; ')}
          {list.notUrl.count > list.notUrl.examples.length && '; …'}
        </li>
      )}
      {list.overLimit > 0 && (
        <li data-kind="over-limit" data-count={list.overLimit}>
          {list.overLimit} lines after the first {list.lines.toLocaleString('en')} were not read.
        </li>
      )}
    </ul>
  );
}

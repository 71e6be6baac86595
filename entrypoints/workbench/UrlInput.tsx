import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import { exceedsLines, type UrlList } from '@/lib/workbench';
import type { UrlImport } from './useImports';

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface UrlInputProps {
  value: string;
  onInput: (value: string) => void;
  imports: UrlImport[];
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
          {i18n.t('workbench.urls.held', [formatNumber(lineCount(value))])}{' '}
          <button type="button" onClick={() => onInput('')}>
            {i18n.t('workbench.urls.clear')}
          </button>
        </p>
      )}
      <textarea
        data-testid="urls"
        aria-label={i18n.t('workbench.urls.label')}
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
          <button key={i.id} type="button" onClick={i.run} data-testid={`import-${i.id}`}>
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
  const n = formatNumber;
  return (
    <ul class="list-outcome" data-testid="url-list">
      <li data-kind="tested" data-count={list.urls.length}>
        {i18n.t('workbench.urls.tested', list.urls.length, [
          n(list.urls.length),
          n(list.lines),
          n(list.blank),
        ])}
      </li>
      {list.duplicates > 0 && (
        <li data-kind="duplicates" data-count={list.duplicates}>
          {i18n.t('workbench.urls.duplicates', list.duplicates, [n(list.duplicates)])}
        </li>
      )}
      {list.otherOrigin.count > 0 && (
        <li data-kind="other-origin" data-count={list.otherOrigin.count}>
          {i18n.t('workbench.urls.otherOrigin', list.otherOrigin.count, [
            n(list.otherOrigin.count),
            list.otherOrigin.origins
              .map((o) => i18n.t('workbench.urls.originCount', [o.origin, n(o.count)]))
              .join(i18n.t('common.listSeparator')),
          ])}
        </li>
      )}
      {list.notUrl.count > 0 && (
        <li data-kind="not-url" data-count={list.notUrl.count}>
          {i18n.t('workbench.urls.notUrl', list.notUrl.count, [
            n(list.notUrl.count),
            list.notUrl.examples
              .map((e) => i18n.t('workbench.urls.example', [n(e.line), e.text]))
              .join(i18n.t('common.listSeparator')),
          ])}
          {list.notUrl.count > list.notUrl.examples.length && '…'}
        </li>
      )}
      {list.overLimit > 0 && (
        <li data-kind="over-limit" data-count={list.overLimit}>
          {i18n.t('workbench.urls.overLimit', list.overLimit, [n(list.overLimit), n(list.lines)])}
        </li>
      )}
    </ul>
  );
}

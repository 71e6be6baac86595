import { useEffect, useState } from 'preact/hooks';
import {
  CRAWLER_EXPORT_FORMATS,
  type CrawlerExportFormat,
  type CrawlerExportInput,
  crawlerExport,
} from '@/lib/exports/crawlerExport';

export interface CrawlerExportProps {
  input: CrawlerExportInput;
  onCopy: (text: string) => Promise<void>;
}

const LABELS: Record<CrawlerExportFormat, string> = {
  scrapy: 'Scrapy',
  crawlee: 'Crawlee',
  nutch: 'Nutch / StormCrawler',
  json: 'JSON',
};

/**
 * The effective policy as a crawler's own settings (DESIGN.md "Crawler settings export"): one
 * button per format; the text goes to the clipboard and is shown either way.
 */
export function CrawlerExport({ input, onCopy }: CrawlerExportProps) {
  const [chosen, setChosen] = useState<{ format: CrawlerExportFormat; text: string } | null>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    setChosen(null);
    setCopy(null);
  }, [input]);

  const choose = (format: CrawlerExportFormat) => {
    const text = crawlerExport(format, input);
    setChosen({ format, text });
    setCopy(null);
    onCopy(text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div class="crawler-export">
      <p class="export-buttons">
        {CRAWLER_EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            data-testid="crawler-export"
            data-format={format}
            aria-pressed={chosen?.format === format}
            onClick={() => choose(format)}
          >
            {LABELS[format]}
          </button>
        ))}
      </p>
      <p class="note" role="status">
        {copy === 'copied' &&
          `${LABELS[chosen?.format ?? 'json']} settings copied to the clipboard.`}
        {copy === 'failed' && 'The clipboard is not available: copy the settings below.'}
      </p>
      {chosen && (
        <pre data-testid="crawler-export-text" data-format={chosen.format} class="export-text">
          {chosen.text}
        </pre>
      )}
    </div>
  );
}

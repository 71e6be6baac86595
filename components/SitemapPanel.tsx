import { useState } from 'preact/hooks';
import { errorText } from '@/lib/errorText';
import { formatBytes } from '@/lib/formatBytes';
import { sitemapCsv } from '@/lib/sitemaps/sitemapCsv';
import { summarizeErrors } from '@/lib/sitemaps/summarizeErrors';
import type { SitemapReport } from '@/lib/sitemaps/types';
import { ruleText } from './format';
import { LazyList } from './LazyList';
import { SafeLink } from './SafeLink';
import { visible } from './visible';

export type SitemapRun =
  | { phase: 'idle' }
  | { phase: 'running'; files: number; urls: number; cancelling?: boolean }
  | {
      phase: 'done';
      report: SitemapReport;
      /** The crawler the verdicts in `report` are for. */
      agent: string;
      /** Being gated again for a newly chosen crawler. */
      regating: boolean;
      /** Re-gated over the kept URLs only: the counts cover those, not every URL read. */
      partial: boolean;
    }
  | { phase: 'error'; reason: string };

export interface SitemapPanelProps {
  /** Sitemaps robots.txt advertises (absolute http(s) URLs). */
  advertised: string[];
  /** With none advertised: the conventional `/sitemap.xml`, offered as such. */
  conventional: string | null;
  agent: string;
  run: SitemapRun;
  onExplore: (urls: string[]) => void;
  onCancel: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The sitemap explorer: what the advertised sitemaps list, and which of those URLs
 * robots.txt forbids for the chosen crawler. A sitemap grants nothing (docs/design.md "Sitemaps").
 */
export function SitemapPanel(props: SitemapPanelProps) {
  const { advertised, conventional, run } = props;
  const targets = advertised.length ? advertised : conventional ? [conventional] : [];
  return (
    <section class="panel" data-testid="sitemap-explorer" aria-labelledby="sitemap-explorer-h">
      <h2 id="sitemap-explorer-h">Sitemap explorer</h2>
      {advertised.length === 0 && conventional && (
        <p class="muted">
          robots.txt advertises no sitemap. <code>{conventional}</code> is not advertised; it is
          only the conventional location.
        </p>
      )}
      {run.phase === 'running' ? (
        <p role="status" data-testid="sitemap-progress">
          {run.cancelling ? 'Cancelling… ' : 'Reading sitemaps… '}
          {plural(run.files, 'file')}, {run.urls.toLocaleString('en')} URLs so far.{' '}
          <button type="button" onClick={props.onCancel} disabled={run.cancelling}>
            Cancel
          </button>
        </p>
      ) : (
        targets.length > 0 && (
          <button
            type="button"
            data-testid="explore-sitemaps"
            onClick={() => props.onExplore(targets)}
          >
            {run.phase === 'done'
              ? 'Explore again'
              : advertised.length
                ? 'Explore the advertised sitemaps'
                : 'Try the conventional location'}
          </button>
        )
      )}
      {run.phase === 'error' && (
        <p class="error" role="alert">
          The explorer stopped: {run.reason}
        </p>
      )}
      {run.phase === 'done' && <SitemapResult run={run} agent={props.agent} />}
    </section>
  );
}

function SitemapResult({
  run,
  agent,
}: {
  run: Extract<SitemapRun, { phase: 'done' }>;
  agent: string;
}) {
  const { report } = run;
  const range =
    report.lastmodMin && report.lastmodMax
      ? `${report.lastmodMin.slice(0, 10)} to ${report.lastmodMax.slice(0, 10)}`
      : null;
  const errors = summarizeErrors(report.files);
  const gatedOver = run.partial ? report.listed.length : report.urlCount;
  return (
    <div
      data-testid="sitemap-result"
      data-urls={report.urlCount}
      data-disallowed={report.disallowedCount}
      data-cancelled={report.cancelled ? 'true' : 'false'}
      data-agent={run.agent}
      aria-busy={run.regating ? 'true' : 'false'}
    >
      {report.cancelled && (
        <p class="note" data-testid="sitemap-cancelled">
          Cancelled: these are the files read before you stopped it.
        </p>
      )}
      <p>
        {report.urlCount.toLocaleString('en')} URLs in {plural(report.files.length, 'file')};{' '}
        <strong>{report.disallowedCount.toLocaleString('en')}</strong>
        {run.partial ? ` of the first ${gatedOver.toLocaleString('en')}` : ' of them'} robots.txt
        disallows for {run.agent}.{range && ` Last modified ${range}.`}
      </p>
      {run.regating && (
        <p role="status" class="note">
          Re-checking these URLs for {agent}…
        </p>
      )}
      {run.partial && !run.regating && (
        <p class="note">
          Re-checked for {run.agent} over the {gatedOver.toLocaleString('en')} URLs kept from the
          last exploration; explore again to check all {report.urlCount.toLocaleString('en')}.
        </p>
      )}
      {report.truncated && <p class="warn">Stopped at a limit: {report.limits.join('; ')}.</p>}
      {errors.length > 0 && (
        <p class="warn" data-testid="sitemap-errors">
          {plural(
            errors.reduce((n, e) => n + e.count, 0),
            'file',
          )}{' '}
          could not be read: {errors.map((e) => `${e.count} × ${e.kind}`).join(', ')}.
        </p>
      )}
      {report.otherHostCount > 0 && (
        <p class="note" data-testid="sitemap-other-hosts">
          {plural(report.otherHostCount, 'URL')} on other hosts, which their own robots.txt governs
          (not gated here):{' '}
          {report.otherHosts.map((h) => `${h.origin} (${h.count.toLocaleString('en')})`).join(', ')}
          {report.otherHosts.length < countHosts(report) ? ', …' : ''}.
        </p>
      )}
      {report.disallowedDetails.length > 0 && (
        <>
          <h3>Listed in a sitemap but disallowed</h3>
          <ul data-testid="sitemap-disallowed">
            {report.disallowedDetails.map((d) => (
              <li key={d.url}>
                <SafeLink url={d.url} class="mono" />
                {d.rule && (
                  <>
                    {' — '}
                    {visible(ruleText(d.rule))} (line {d.rule.line})
                  </>
                )}
              </li>
            ))}
          </ul>
          {report.disallowedCount > report.disallowedDetails.length && (
            <p class="muted">
              …and {(report.disallowedCount - report.disallowedDetails.length).toLocaleString('en')}{' '}
              more.
            </p>
          )}
        </>
      )}
      <details>
        <summary>
          Files ({plural(report.files.length, 'file')}
          {errors.length ? `, ${errors.reduce((n, e) => n + e.count, 0)} with errors` : ''})
        </summary>
        <LazyList
          class="sitemap-files"
          items={report.files}
          keyOf={(f, i) => `${i} ${f.url}`}
          render={(f) => (
            <span data-kind={f.kind}>
              <SafeLink url={f.url} class="mono" />: {fileSummary(f)}
            </span>
          )}
        />
      </details>
      {report.listed.length > 0 && <ListedUrls run={run} />}
      {report.skippedCount > 0 && (
        <p class="warn">
          {report.skippedCount} location{report.skippedCount === 1 ? ' was' : 's were'} not http(s)
          URLs and were skipped (e.g. <code>{report.skipped[0]}</code>).
        </p>
      )}
      {report.scopeWarningCount > 0 && (
        <p class="warn">
          {report.scopeWarningCount} URL{report.scopeWarningCount === 1 ? ' lies' : 's lie'} outside
          the scope of the sitemap that lists {report.scopeWarningCount === 1 ? 'it' : 'them'}{' '}
          (sitemaps.org: a sitemap found outside robots.txt may list only URLs under its own
          directory and host).
        </p>
      )}
      {report.duplicateUrls > 0 && (
        <p class="muted">{report.duplicateUrls} URLs are listed more than once.</p>
      )}
    </div>
  );
}

function countHosts(report: SitemapReport): number {
  const named = report.otherHosts.reduce((n, h) => n + h.count, 0);
  return named < report.otherHostCount ? report.otherHosts.length + 1 : report.otherHosts.length;
}

/** The kept URLs as links, with copy and CSV export. */
function ListedUrls({ run }: { run: Extract<SitemapRun, { phase: 'done' }> }) {
  const { report } = run;
  const [notice, setNotice] = useState('');
  const copy = () => {
    const text = report.listed.map((l) => l.url).join('\n');
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setNotice('The clipboard is not available here; use the CSV file.');
      return;
    }
    clipboard.writeText(text).then(
      () => setNotice(`Copied ${plural(report.listed.length, 'URL')}.`),
      (e: unknown) => setNotice(`Copy failed (${errorText(e)}).`),
    );
  };
  const downloadCsv = () => {
    const csv = sitemapCsv(report.listed, report.disallowedDetails, run.agent);
    const href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'sitemap-urls.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 60_000); // once the download has its bytes
  };
  const more = report.urlCount - report.listed.length;
  return (
    <details data-testid="sitemap-urls">
      <summary>
        URLs ({report.listed.length.toLocaleString('en')}
        {more > 0 ? ` of ${report.urlCount.toLocaleString('en')}` : ''})
      </summary>
      <p>
        <button type="button" data-testid="sitemap-copy" onClick={copy}>
          Copy URLs
        </button>{' '}
        <button type="button" data-testid="sitemap-csv" onClick={downloadCsv}>
          Download CSV
        </button>{' '}
        <span role="status">{notice}</span>
      </p>
      {more > 0 && (
        <p class="note">
          The first {report.listed.length.toLocaleString('en')} URLs are kept; the other{' '}
          {more.toLocaleString('en')} were counted and gated, not kept.
        </p>
      )}
      <LazyList
        class="sitemap-urls"
        items={report.listed}
        keyOf={(_l, i) => `${i}`}
        render={(l) => (
          <span data-allowed={l.allowed ? 'true' : 'false'}>
            <SafeLink url={l.url} class="mono" />
            {!l.allowed && ' — disallowed'}
          </span>
        )}
      />
    </details>
  );
}

function fileSummary(f: SitemapReport['files'][number]): string {
  if (f.kind === 'error') return `error: ${f.error ?? 'unknown'}`;
  const size =
    f.bytes !== undefined ? `, ${formatBytes(f.bytes)}${f.gzipped ? ' gunzipped' : ''}` : '';
  const what =
    f.kind === 'sitemapindex'
      ? `index of ${f.urls} sitemaps`
      : `${f.urls.toLocaleString('en')} URLs`;
  return `${what}${size}${f.limit ? ` (${f.limit})` : ''}`;
}

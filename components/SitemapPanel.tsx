import { formatBytes } from '@/lib/formatBytes';
import type { SitemapReport } from '@/lib/sitemaps/types';
import { ruleText } from './format';

export type SitemapRun =
  | { phase: 'idle' }
  | { phase: 'running'; files: number; urls: number }
  | { phase: 'done'; report: SitemapReport }
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
          Reading sitemaps… {run.files} file{run.files === 1 ? '' : 's'},{' '}
          {run.urls.toLocaleString()} URLs so far.{' '}
          <button type="button" onClick={props.onCancel}>
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
            {advertised.length
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
      {run.phase === 'done' && <SitemapResult report={run.report} agent={props.agent} />}
    </section>
  );
}

function SitemapResult({ report, agent }: { report: SitemapReport; agent: string }) {
  const range =
    report.lastmodMin && report.lastmodMax
      ? `${report.lastmodMin.slice(0, 10)} to ${report.lastmodMax.slice(0, 10)}`
      : null;
  return (
    <div
      data-testid="sitemap-result"
      data-urls={report.urlCount}
      data-disallowed={report.disallowedCount}
    >
      <p>
        {report.cancelled ? 'Cancelled after ' : ''}
        {report.urlCount.toLocaleString()} URLs in {report.files.length} file
        {report.files.length === 1 ? '' : 's'};{' '}
        <strong>{report.disallowedCount.toLocaleString()}</strong> of them robots.txt disallows for{' '}
        {agent}.{range && ` Last modified ${range}.`}
      </p>
      {report.truncated && <p class="warn">Stopped at a limit: {report.limits.join('; ')}.</p>}
      <ul class="sitemap-files">
        {report.files.map((f) => (
          <li key={f.url} data-kind={f.kind}>
            <span class="mono">{f.url}</span>: {fileSummary(f)}
          </li>
        ))}
      </ul>
      {report.disallowedDetails.length > 0 && (
        <>
          <h3>Listed in a sitemap but disallowed</h3>
          <ul data-testid="sitemap-disallowed">
            {report.disallowedDetails.map((d) => (
              <li key={d.url}>
                <span class="mono">{d.url}</span>
                {d.rule && ` — ${ruleText(d.rule)} (line ${d.rule.line})`}
              </li>
            ))}
          </ul>
          {report.disallowedCount > report.disallowedDetails.length && (
            <p class="muted">
              …and {(report.disallowedCount - report.disallowedDetails.length).toLocaleString()}{' '}
              more.
            </p>
          )}
        </>
      )}
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
          (sitemaps.org: a sitemap may list only URLs under its own directory and host).
        </p>
      )}
      {report.duplicateUrls > 0 && (
        <p class="muted">{report.duplicateUrls} URLs are listed more than once.</p>
      )}
    </div>
  );
}

function fileSummary(f: SitemapReport['files'][number]): string {
  if (f.kind === 'error') return `error: ${f.error ?? 'unknown'}`;
  const size =
    f.bytes !== undefined ? `, ${formatBytes(f.bytes)}${f.gzipped ? ' gunzipped' : ''}` : '';
  const what =
    f.kind === 'sitemapindex' ? `index of ${f.urls} sitemaps` : `${f.urls.toLocaleString()} URLs`;
  return `${what}${size}${f.limit ? ` (${f.limit})` : ''}`;
}

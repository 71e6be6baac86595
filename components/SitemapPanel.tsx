import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { sitemapCsv } from '@/lib/sitemaps/sitemapCsv';
import { summarizeErrors } from '@/lib/sitemaps/summarizeErrors';
import type { SitemapReport } from '@/lib/sitemaps/types';
import { ruleText } from './format';
import { formatSize } from './intl';
import { formatNumber } from './intlCore';
import { LazyList } from './LazyList';
import { SafeLink } from './SafeLink';
import { sitemapErrorKind, sitemapErrorText } from './sitemapErrorText';
import { sitemapLimitNoteText, sitemapLimitText } from './sitemapLimitText';
import { tNodes } from './tNodes';
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

const files = (n: number) => i18n.t('popup.explorer.files', n, [formatNumber(n)]);
const urlCount = (n: number) => i18n.t('popup.explorer.urls', n, [formatNumber(n)]);

/**
 * The sitemap explorer: what the advertised sitemaps list, and which of those URLs
 * robots.txt forbids for the chosen crawler. A sitemap grants nothing (docs/design.md "Sitemaps").
 */
export function SitemapPanel(props: SitemapPanelProps) {
  const { advertised, conventional, run } = props;
  const targets = advertised.length ? advertised : conventional ? [conventional] : [];
  return (
    <section class="panel" data-testid="sitemap-explorer" aria-labelledby="sitemap-explorer-h">
      <h2 id="sitemap-explorer-h">{i18n.t('popup.explorer.heading')}</h2>
      {advertised.length === 0 && conventional && (
        <p class="muted">{i18n.t('popup.explorer.noneAdvertised', [conventional])}</p>
      )}
      {run.phase === 'running' ? (
        <p role="status" data-testid="sitemap-progress">
          {run.cancelling ? i18n.t('popup.explorer.cancelling') : i18n.t('popup.explorer.reading')}
          {i18n.t('popup.explorer.progress', [files(run.files), formatNumber(run.urls)])}{' '}
          <button type="button" onClick={props.onCancel} disabled={run.cancelling}>
            {i18n.t('popup.explorer.cancel')}
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
              ? i18n.t('popup.explorer.again')
              : advertised.length
                ? i18n.t('popup.explorer.explore')
                : i18n.t('popup.explorer.conventional')}
          </button>
        )
      )}
      {run.phase === 'error' && (
        <p class="error" role="alert">
          {i18n.t('popup.explorer.stopped', [run.reason])}
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
      ? i18n.t('popup.explorer.lastmod', [
          report.lastmodMin.slice(0, 10),
          report.lastmodMax.slice(0, 10),
        ])
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
          {i18n.t('popup.explorer.cancelled')}
        </p>
      )}
      <p>
        {run.partial
          ? tNodes('popup.explorer.summaryPartial', [
              formatNumber(report.urlCount),
              files(report.files.length),
              <strong>{formatNumber(report.disallowedCount)}</strong>,
              formatNumber(gatedOver),
              run.agent,
            ])
          : tNodes('popup.explorer.summary', [
              formatNumber(report.urlCount),
              files(report.files.length),
              <strong>{formatNumber(report.disallowedCount)}</strong>,
              run.agent,
            ])}
        {range}
      </p>
      {run.regating && (
        <p role="status" class="note">
          {i18n.t('popup.explorer.regating', [agent])}
        </p>
      )}
      {run.partial && !run.regating && (
        <p class="note">
          {i18n.t('popup.explorer.partial', [
            run.agent,
            formatNumber(gatedOver),
            formatNumber(report.urlCount),
          ])}
        </p>
      )}
      {report.truncated && (
        <p class="warn">
          {i18n.t('popup.explorer.limit', [report.limits.map(sitemapLimitNoteText).join('; ')])}
        </p>
      )}
      {errors.length > 0 && (
        <p class="warn" data-testid="sitemap-errors">
          {i18n.t('popup.explorer.unreadable', [
            files(errors.reduce((n, e) => n + e.count, 0)),
            errors
              .map((e) => `${formatNumber(e.count)} × ${sitemapErrorKind(e.kind)}`)
              .join(i18n.t('common.listSeparator')),
          ])}
        </p>
      )}
      {report.otherHostCount > 0 && (
        <p class="note" data-testid="sitemap-other-hosts">
          {i18n.t('popup.explorer.otherHosts', [
            urlCount(report.otherHostCount),
            report.otherHosts.map((h) => `${h.origin} (${formatNumber(h.count)})`).join(', ') +
              (report.otherHosts.length < countHosts(report) ? ', …' : ''),
          ])}
        </p>
      )}
      {report.disallowedDetails.length > 0 && (
        <>
          <h3>{i18n.t('popup.explorer.disallowedHeading')}</h3>
          <ul data-testid="sitemap-disallowed">
            {report.disallowedDetails.map((d) => (
              <li key={d.url}>
                <SafeLink url={d.url} class="mono" />
                {d.rule && (
                  <>{tNodes('popup.explorer.ruleAt', [visible(ruleText(d.rule)), d.rule.line])}</>
                )}
              </li>
            ))}
          </ul>
          {report.disallowedCount > report.disallowedDetails.length && (
            <p class="muted">
              {i18n.t('popup.explorer.more', [
                formatNumber(report.disallowedCount - report.disallowedDetails.length),
              ])}
            </p>
          )}
        </>
      )}
      <details>
        <summary>
          {errors.length
            ? i18n.t('popup.explorer.filesSummaryErrors', [
                files(report.files.length),
                formatNumber(errors.reduce((n, e) => n + e.count, 0)),
              ])
            : i18n.t('popup.explorer.filesSummary', [files(report.files.length)])}
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
          {tNodes('popup.explorer.skipped', [
            formatNumber(report.skippedCount),
            <code>{report.skipped[0]}</code>,
          ])}
        </p>
      )}
      {report.scopeWarningCount > 0 && (
        <p class="warn">
          {i18n.t('popup.explorer.outOfScope', [formatNumber(report.scopeWarningCount)])}
        </p>
      )}
      {report.duplicateUrls > 0 && (
        <p class="muted">
          {i18n.t('popup.explorer.duplicates', [formatNumber(report.duplicateUrls)])}
        </p>
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
      setNotice(i18n.t('popup.explorer.noClipboard'));
      return;
    }
    clipboard.writeText(text).then(
      () => setNotice(i18n.t('popup.explorer.copied', [urlCount(report.listed.length)])),
      (e: unknown) => setNotice(i18n.t('popup.explorer.copyFailed', [errorWords(e)])),
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
        {more > 0
          ? i18n.t('popup.explorer.urlsSummaryOf', [
              formatNumber(report.listed.length),
              formatNumber(report.urlCount),
            ])
          : i18n.t('popup.explorer.urlsSummary', [formatNumber(report.listed.length)])}
      </summary>
      <p>
        <button type="button" data-testid="sitemap-copy" onClick={copy}>
          {i18n.t('popup.explorer.copyUrls')}
        </button>{' '}
        <button type="button" data-testid="sitemap-csv" onClick={downloadCsv}>
          {i18n.t('popup.explorer.downloadCsv')}
        </button>{' '}
        <span role="status">{notice}</span>
      </p>
      {more > 0 && (
        <p class="note">
          {i18n.t('popup.explorer.kept', [formatNumber(report.listed.length), formatNumber(more)])}
        </p>
      )}
      <LazyList
        class="sitemap-urls"
        items={report.listed}
        preview={50}
        keyOf={(_l, i) => `${i}`}
        render={(l) => (
          <span data-allowed={l.allowed ? 'true' : 'false'}>
            <SafeLink url={l.url} class="mono" />
            {!l.allowed && i18n.t('popup.explorer.disallowed')}
          </span>
        )}
      />
    </details>
  );
}

function fileSummary(f: SitemapReport['files'][number]): string {
  if (f.kind === 'error') {
    return i18n.t('popup.explorer.fileError', [
      f.error ? sitemapErrorText(f.error) : i18n.t('popup.explorer.unknown'),
    ]);
  }
  const bytes = f.bytes !== undefined ? formatSize(f.bytes) : '';
  const size = !bytes ? '' : `, ${f.gzipped ? i18n.t('popup.explorer.gunzipped', [bytes]) : bytes}`;
  const what =
    f.kind === 'sitemapindex'
      ? i18n.t('popup.explorer.index', [formatNumber(f.urls)])
      : i18n.t('popup.explorer.urlCount', [formatNumber(f.urls)]);
  return `${what}${size}${f.limit ? ` (${sitemapLimitText(f.limit)})` : ''}`;
}

import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { AgentSelect } from '@/components/AgentSelect';
import { AiSignalsPanel } from '@/components/AiSignalsPanel';
import { AuditCopy } from '@/components/AuditCopy';
import { ChangedNotice } from '@/components/ChangedNotice';
import { CheckUrlForm } from '@/components/CheckUrlForm';
import { ConflictList } from '@/components/ConflictList';
import { CrawlDelayPanel } from '@/components/CrawlDelayPanel';
import { CrawlerExport } from '@/components/CrawlerExport';
import { CrawlerTable } from '@/components/CrawlerTable';
import { isWebUrl } from '@/components/format';
import { IndexingLine } from '@/components/IndexingLine';
import { MatchedRule } from '@/components/MatchedRule';
import { OtherCrawlers } from '@/components/OtherCrawlers';
import { RobotsTextView } from '@/components/RobotsTextView';
import { SitemapList } from '@/components/SitemapList';
import { SitemapPanel } from '@/components/SitemapPanel';
import { Skeleton } from '@/components/Skeleton';
import { SnapshotPanel } from '@/components/SnapshotPanel';
import { VerdictBanner } from '@/components/VerdictBanner';
import { WarningList } from '@/components/WarningList';
import { findPreset, isValidCrawlerToken } from '@/lib/crawlers';
import { errorText } from '@/lib/errorText';
import { exportInputFromReport } from '@/lib/exports/exportInputFromReport';
import type { Settings } from '@/lib/settings';
import { conventionalSitemapUrl } from '@/lib/sitemaps/conventionalSitemapUrl';
import { workbenchHref } from '@/lib/workbench/workbenchHref';
import { auditRecord } from './auditRecord';
import { usePageSignals } from './usePageSignals';
import { useReport } from './useReport';
import { useSitemapExplorer } from './useSitemapExplorer';

export interface AppProps {
  /**
   * `location.search`: `?url=<page>&agent=<token>` override the active tab and the saved crawler;
   * `?tabId=<id>` checks that tab as if it were the active one (its headers and DOM included).
   */
  search: string;
}

/** The popup's screen states; every panel is a component fed by props. */
export function App({ search }: AppProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // undefined: still being found; null: the tab has no web address the browser shares with us.
  const [url, setUrl] = useState<string | null | undefined>(params.get('url') ?? undefined);
  // null: not chosen here; the background checks for the saved default crawler.
  const [agent, setAgent] = useState<string | null>(params.get('agent')?.trim() || null);
  const [settings, setSettings] = useState<Settings | null>(null);
  /** Settings could not be read or saved: said in words, the check itself goes on. */
  const [settingsNotice, setSettingsNotice] = useState<string | null>(null);
  /** The tab the URL came from: its headers and live head are the page's signals. */
  const [tab, setTab] = useState<{ id: number; url: string } | null>(null);
  const live = useReport(url ?? null, agent);
  const explorer = useSitemapExplorer(live.report?.url ?? null, live.report?.agent ?? '');

  useLayoutEffect(() => {
    if (url === undefined)
      findTab(params.get('tabId')).then(
        (found) => {
          setTab(found);
          setUrl(found?.url ?? null);
        },
        () => setUrl(null),
      );
  }, []);

  useEffect(() => {
    let alive = true;
    let unwatch = () => {};
    settingsModule()
      .then(async (m) => {
        const s = await m.loadSettings();
        if (!alive) return;
        setSettings(s);
        unwatch = m.watchSettings(setSettings);
      })
      .catch((e: unknown) =>
        setSettingsNotice(
          `Settings could not be read (${errorText(e)}); your crawler choice will not be saved.`,
        ),
      );
    return () => {
      alive = false;
      unwatch();
    };
  }, []);

  const chooseAgent = (token: string) => {
    setAgent(token);
    persistAgent(token, settings).then(setSettingsNotice);
  };

  const { report, loading, error } = live;
  const saved = settings?.defaultAgent ?? null;
  const shownAgent = (loading ? null : report?.agent) ?? agent ?? report?.agent ?? saved ?? '';
  const record = useMemo(() => report && JSON.stringify(auditRecord(report), null, 2), [report]);
  const settled = report && !loading && report.origin ? report : null;
  const signals = usePageSignals(
    settled?.url ?? null,
    settled?.agent ?? null,
    tab && settled && tab.url === settled.url ? tab.id : null,
  );
  const page =
    signals.page?.url === settled?.url && signals.page?.agent === settled?.agent
      ? signals.page
      : null;
  const exportInput = useMemo(
    () => report && exportInputFromReport(report, auditRecord(report)),
    [report],
  );

  return (
    <main>
      <header class="top">
        <h1>Robots Lens</h1>
        <p class="target" title={url ?? undefined}>
          {url ?? (url === null ? 'No web page in this tab' : '\u00a0')}
        </p>
      </header>
      {url === null ? (
        <VerdictBanner
          kind="not-applicable"
          agent={shownAgent}
          headline="robots.txt does not apply to this tab."
          explanation="The browser shares no http(s) address for it (a browser page, a file or a PDF viewer): only web pages have a robots.txt. Check a URL below."
        />
      ) : (
        <VerdictBanner
          kind={error ? 'error' : loading || !report ? 'loading' : report.verdict}
          agent={shownAgent}
          headline={report?.headline}
          explanation={report?.explanation}
          error={error ?? undefined}
        />
      )}
      <AgentSelect
        value={shownAgent}
        customAgents={settings?.customAgents ?? []}
        onChange={chooseAgent}
      />
      {[live.notice, settingsNotice].filter(Boolean).map((notice) => (
        <p key={notice} class="callout warn" role="alert">
          {notice}
        </p>
      ))}
      {report ? (
        <div class={loading ? 'body pending' : 'body'} aria-busy={loading}>
          {page && (
            <IndexingLine
              indexing={page.signals.indexing}
              agent={page.agent}
              from={page.from}
              redirectedTo={page.redirectedTo}
              problems={page.problems}
            />
          )}
          {page && <ConflictList conflicts={page.signals.conflicts} agent={page.agent} />}
          {signals.error && (
            <p class="note">The page's own signals could not be read: {signals.error}</p>
          )}
          {report.changed && report.origin && (
            <ChangedNotice changed={report.changed} workbenchHref={workbenchHref(report.origin)} />
          )}
          {report.rule && <MatchedRule rule={report.rule} group={report.group} />}
          {report.robotsText !== null && (
            <RobotsTextView
              text={report.robotsText}
              line={report.rule?.line ?? null}
              ranges={report.group?.ranges ?? []}
            />
          )}
          {report.crawlDelay && <CrawlDelayPanel delay={report.crawlDelay} agent={report.agent} />}
          {report.crawlers.length > 0 && (
            <CrawlerTable rows={report.crawlers} current={report.agent} />
          )}
          {report.others.length > 0 && <OtherCrawlers others={report.others} />}
          {page && (
            <AiSignalsPanel
              signals={page.signals.aiSignals}
              agent={page.agent}
              files={signals.files}
              onFetchFile={signals.fetchFile}
            />
          )}
          {report.snapshot && <WarningList warnings={report.warnings} />}
          <SitemapList sitemaps={report.sitemaps} />
          {/* The sitemap explorer (components/SitemapPanel.tsx, its own owner), once rules were read. */}
          {report.origin && (report.verdict === 'allowed' || report.verdict === 'disallowed') && (
            <SitemapPanel
              advertised={report.sitemaps.filter(isWebUrl)}
              conventional={
                report.sitemaps.length ? null : (conventionalSitemapUrl(report.origin) ?? null)
              }
              agent={report.agent}
              run={explorer.run}
              onExplore={explorer.explore}
              onCancel={explorer.cancel}
            />
          )}
          {report.snapshot && (
            <SnapshotPanel
              snapshot={report.snapshot}
              busy={live.refreshing}
              onRefresh={live.refresh}
              onCopy={copyText}
            />
          )}
        </div>
      ) : (
        loading && !error && url !== null && <Skeleton panels={[1, 3, 3, 4]} />
      )}
      {url !== undefined && <CheckUrlForm url={url ?? ''} onCheck={setUrl} />}
      {record && <AuditCopy record={record} onCopy={copyText} />}
      {exportInput && <CrawlerExport input={exportInput} onCopy={copyText} />}
      {report?.origin && (
        <a
          href={workbenchHref(report.origin)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-workbench"
        >
          Open in workbench
        </a>
      )}
    </main>
  );
}

/**
 * Settings (and @wxt-dev/storage behind them) load in their own chunk, off the path to the
 * first verdict: the background already knows the default crawler (lib/messaging.ts).
 */
const settingsModule = () => import('@/lib/settings');

/** `?tabId=` names the tab; else the active one. Null when it has no web address to share. */
async function findTab(tabId: string | null): Promise<{ id: number; url: string } | null> {
  const tab =
    tabId !== null && /^\d+$/.test(tabId)
      ? await browser.tabs.get(Number(tabId))
      : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return tab?.url && tab.id !== undefined ? { id: tab.id, url: tab.url } : null;
}

function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
}

/**
 * The user's choice becomes the default crawler; a new custom token joins the list.
 * Resolves to a notice in words when it could not be saved, else null.
 */
async function persistAgent(token: string, settings: Settings | null): Promise<string | null> {
  if (!settings || !isValidCrawlerToken(token)) return null;
  const known =
    token === '*' ||
    findPreset(token) ||
    settings.customAgents.some((t) => t.toLowerCase() === token.toLowerCase());
  try {
    const m = await settingsModule();
    const saved = await m.saveSettings({
      ...settings,
      defaultAgent: token,
      customAgents: known ? settings.customAgents : [...settings.customAgents, token],
    });
    return saved.ok ? null : `Your crawler choice was not saved: ${saved.errors.join(' ')}`;
  } catch (e) {
    return `Your crawler choice was not saved (${errorText(e)}).`;
  }
}

import type { ComponentChild, ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { bannerCaveats, type CaveatWords } from '@/components/caveats';
import { errorWords } from '@/components/errorWords';
import { LoadingReason } from '@/components/LoadingReason';
import { MatchedRule } from '@/components/MatchedRule';
import type { GlanceSlots, SectionSlots, SlotContext } from '@/components/slots';
import { type BannerPage, VerdictBanner } from '@/components/VerdictBanner';
import { whyText } from '@/components/whyText';
import { readFirstScreens } from '@/lib/background/createFirstScreens';
import type { Report } from '@/lib/report';
import type { Settings } from '@/lib/settings';
import { visibleText } from '@/lib/text/visibleText';
import type { PageSignalsState } from './usePageSignals';
import type { ReadingsState } from './useReadings';
import { useReport } from './useReport';

export interface AppProps {
  /**
   * `location.search`: `?url=<page>&agent=<token>` override the active tab and the saved crawler;
   * `?tabId=<id>` checks that tab as if it were the active one (its headers and DOM included).
   */
  search: string;
  /** Panels built elsewhere, in their places in the layout (components/slots.ts); by default ./wiredSlots.tsx. */
  glanceSlots?: GlanceSlots;
  sectionSlots?: SectionSlots;
}

/**
 * The popup: the first screen (origin, crawler, banner with its caveats, one line each for
 * indexing, Crawl-delay, readings, who may crawl, changes) from the one report; everything else
 * in sections loaded after it (./Sections.tsx, its own chunk).
 */
export function App({ search, glanceSlots, sectionSlots }: AppProps) {
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // undefined: still being found; null: the tab has no web address the browser shares with us.
  const [url, setUrl] = useState<string | null | undefined>(params.get('url') ?? undefined);
  // null: not chosen here; the background checks for the saved default crawler.
  const [agent, setAgent] = useState<string | null>(params.get('agent')?.trim() || null);
  const [settings, setSettings] = useState<Settings | null>(null);
  /** Settings could not be read or saved: said in words, the check itself goes on. */
  const [settingsNotice, setSettingsNotice] = useState<string | null>(null);
  /** The robots.txt line a link asked to see. */
  const [focus, setFocus] = useState<{ line: number } | null>(null);
  /** The tab the URL came from: its headers and live head are the page's signals. */
  const [tab, setTab] = useState<{ id: number; url: string } | null>(null);
  const [later, laterError] = useLater();
  // Issue 17: the background's kept first screens, read while the worker may still be starting.
  const [kept] = useState(() => readFirstScreens(browser.storage?.session));
  const live = useReport(url ?? null, agent, kept);

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

  // Settings follow once the later chunk is in: the background already knows the default crawler.
  useEffect(() => later?.watchAgentSettings(setSettings, setSettingsNotice), [later]);

  const chooseAgent = (token: string) => {
    setAgent(token);
    // The picker is the later chunk's: once it can be used, `later` is in.
    later
      ?.persistAgent(token)
      .then(setSettingsNotice, (e: unknown) =>
        setSettingsNotice(i18n.t('popup.app.choiceNotSavedError', [errorWords(e)])),
      );
  };
  // Sections are the later chunk's: before it is in, there is nothing to open.
  const openSection = (id: string) => later?.openSection(id);
  const showLine = (line: number) => {
    setFocus({ line });
    openSection('section-robots');
  };

  const { report, loading, error } = live;
  const saved = settings?.defaultAgent ?? null;
  const shownAgent =
    (loading ? live.first?.agent : report?.agent) ?? agent ?? report?.agent ?? saved ?? '';
  const settled = report && !loading && !error ? report : null;
  /** The banner's report: the live one, else the kept first screen while it is awaited. */
  const banner = settled ?? (loading && !error ? live.first : null);
  // The page's own signals, asked for once the verdict settled (they add no time to it).
  const [signals, setSignals] = useState<PageSignalsState>(NO_SIGNALS);
  const page =
    signals.page?.url === settled?.url && signals.page?.agent === settled?.agent
      ? signals.page
      : null;
  const [readings, setReadings] = useState<ReadingsState | null>(null);
  const ctx: SlotContext = {
    signals: { ...signals, page },
    readings,
    onLine: showLine,
    openSection,
  };

  return (
    <main>
      <header class="top">
        <p class="target" title={url ?? undefined}>
          <TargetUrl url={url} mark={later?.visible} />
        </p>
        {later && report?.snapshot && (
          <later.RefreshButton
            busy={live.refreshing}
            retryInMs={report.snapshot.retryInMs}
            answerKey={report}
            onRefresh={live.refresh}
          />
        )}
      </header>
      {later && <later.LiveReport report={live.report} reload={live.reload} />}
      {later && <later.ProtectionNotice load={later.loadProtection} />}
      {later ? (
        <later.AgentSelect
          value={shownAgent}
          customAgents={settings?.customAgents ?? []}
          onChange={chooseAgent}
          catalog={later.crawlerCatalog}
        />
      ) : (
        // The picker's place while the later chunk (AgentSelect, the presets) loads: the banner
        // does not move when it arrives, and the picker stays off the verdict's path (issue 14).
        <div class="agent agent-pending" />
      )}
      {url === null ? (
        <VerdictBanner
          kind="not-applicable"
          agent={shownAgent}
          reason={<p>{i18n.t('popup.app.tabReason')}</p>}
        />
      ) : error ? (
        <VerdictBanner kind="error" agent={shownAgent} reason={<p>{error}</p>} />
      ) : banner ? (
        <SettledBanner
          report={banner}
          onLine={showLine}
          mark={later?.visible}
          words={later?.caveatWords}
          page={page && later ? later.bannerPage(page) : null}
        />
      ) : (
        <VerdictBanner
          kind="loading"
          agent={shownAgent}
          reason={<LoadingReason host={hostOf(url ?? null)} />}
        />
      )}
      {[live.notice, settingsNotice, laterError].filter(Boolean).map((notice) => (
        <p key={notice} class="callout warn" role="alert">
          {notice}
        </p>
      ))}
      {report && (
        <div class={loading ? 'body pending' : 'body'} aria-busy={loading}>
          {later && (
            <>
              <later.AfterVerdict
                settled={settled}
                tabId={tab && settled && tab.url === settled.url ? tab.id : null}
                onSignals={setSignals}
                onReadings={setReadings}
              />
              <later.Glance
                report={report}
                slots={glanceSlots ?? later.glanceSlots}
                ctx={ctx}
                onLine={showLine}
                onOpenSection={openSection}
              />
              <later.Sections
                report={report}
                focus={focus}
                onLine={showLine}
                onCopy={later.copyText}
                slots={sectionSlots ?? later.sectionSlots}
                ctx={ctx}
              />
            </>
          )}
        </div>
      )}
      {later && url !== undefined && <later.CheckUrlForm url={url ?? ''} onCheck={setUrl} />}
    </main>
  );
}

/** Before the page's signals are asked for. */
const NO_SIGNALS: PageSignalsState = {
  page: null,
  waiting: null,
  error: null,
  files: {},
  fetchFile: () => {},
};

/** The banner for a settled report: the deciding rule as its reason (said once), else the words. */
function SettledBanner({
  report,
  onLine,
  mark,
  words,
  page,
}: {
  report: Report;
  onLine: (line: number) => void;
  mark: ((text: string) => ComponentChild) | undefined;
  /** The caveats' full words, once the later chunk is in (short forms until then). */
  words: CaveatWords | undefined;
  page: BannerPage | null;
}) {
  const caveats = bannerCaveats(report, words);
  // A cross-origin redirect's caveat names the target and the rule: the explanation would repeat it.
  const redirected = caveats.some((c) => c.code === 'redirect-other-origin');
  const reason: ComponentChildren = report.rule ? (
    <MatchedRule rule={report.rule} group={report.group} onLine={onLine} mark={mark} />
  ) : redirected && report.verdict === 'unreachable' ? null : (
    <p>{whyText(report.why, report.agent, words?.failure)}</p>
  );
  return (
    <VerdictBanner
      kind={report.verdict}
      agent={report.agent}
      reason={reason}
      caveats={caveats}
      google={redirected && report.verdict === 'unreachable' ? report.googleReading?.verdict : null}
      page={page}
    />
  );
}

/** The origin in full, the rest of the URL muted (the first thing the first screen names). */
function TargetUrl({
  url,
  mark = visibleText,
}: {
  url: string | null | undefined;
  /** As MatchedRule's: the later chunk's styled marks once in, plain-text marks until then. */
  mark?: (text: string) => ComponentChild;
}) {
  if (url === undefined) return <>{'\u00a0'}</>;
  if (url === null) return <>{i18n.t('popup.app.noWebPage')}</>;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return <>{mark(url)}</>;
    return (
      <>
        <strong class="origin">{u.origin}</strong>
        {/* A path may hold bidi controls (`/\u202E/etavirp` reads "/private/"): marked (issue 12). */}
        <span class="path">{mark(url.slice(u.origin.length))}</span>
      </>
    );
  } catch {
    // Not a URL at all (a `?url=` typed by hand): shown as given, the banner says why.
    return <>{mark(url)}</>;
  }
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    // Not a URL: the check will answer "not applicable"; nothing to name meanwhile.
    return null;
  }
}

type Later = typeof import('./later');

/** The chunk of everything but the banner (./later.ts), imported as the popup starts. */
function useLater(): [Later | null, string | null] {
  const [later, setLater] = useState<Later | null>(null);
  const [error, setError] = useState<string | null>(null);
  useLayoutEffect(() => {
    import('./later').then(setLater, (e: unknown) =>
      setError(i18n.t('popup.app.laterFailed', [errorWords(e)])),
    );
  }, []);
  return [later, error];
}

/** `?tabId=` names the tab; else the active one. Null when it has no web address to share. */
async function findTab(tabId: string | null): Promise<{ id: number; url: string } | null> {
  const tab =
    tabId !== null && /^\d+$/.test(tabId)
      ? await browser.tabs.get(Number(tabId))
      : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return tab?.url && tab.id !== undefined ? { id: tab.id, url: tab.url } : null;
}

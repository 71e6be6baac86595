import type { Report } from '@/lib/report';
import { originOf } from '../fetch';
import { checkUrl, parseRobots } from '../robots';
import { parseTdmrepJson, readLlmsTxt } from '../signals';
import { MAX_HEAD_ELEMENTS } from '../signals/limits';
import { signalsFromHead } from '../signals/signalsFromHead';
import { fetchCapped } from './fetchCapped';
import type { LiveHead } from './liveHead';
import { createRecentFetches } from './recentFetches';
import type { TabHeaders } from './tabHeaders';
import type { AiFile, AiFileReport, PageProblem, PageSignalsReport } from './types';

/**
 * "What does the page itself say": for an open tab, its observed main-frame headers and its live
 * head; for any other URL, the page fetched once without cookies. robots.txt comes from the lens
 * service (the same snapshot the verdict used), so conflicts and AI signals match the verdict.
 */
export interface PageSignalsDeps {
  /** Null where the browser gives no webRequest: a tab's headers are then "not observed". */
  tabHeaders: TabHeaders | null;
  liveHead: (tabId: number, max: number) => Promise<LiveHead>;
  fetch: typeof fetch;
  report: (url: string, agent?: string) => Promise<Report>;
  now: () => number;
  timeoutMs?: number;
}

/** Fetched pages and files are reused for five minutes (the popup is often reopened). */
const RECENT_MS = 5 * 60_000;

/**
 * htmlparser2 and its entity tables only when a fetched page's head is read, not at every worker
 * start (issue 17: 2–4 ms of a cold start, docs/decisions.md). The worker's bundle has no real
 * `import()` (MV3 workers refuse it): the bundler inlines the module and runs its top level here.
 */
const loadReadHead = () => import('../signals/readHead').then((m) => m.readHead);

const AI_FILE_PATHS: Record<AiFile, string> = {
  'llms-txt': '/llms.txt',
  tdmrep: '/.well-known/tdmrep.json',
};

export function createPageSignals(deps: PageSignalsDeps) {
  const fetchDeps = { fetch: deps.fetch, timeoutMs: deps.timeoutMs };
  const pages = createRecentFetches<Awaited<ReturnType<typeof fetchCapped>>>({
    now: deps.now,
    ttlMs: RECENT_MS,
    max: 20,
  });
  const files = createRecentFetches<Awaited<ReturnType<typeof fetchCapped>>>({
    now: deps.now,
    ttlMs: RECENT_MS,
    max: 40,
  });

  function verdictReader(report: Report, pageUrl: string) {
    const rulesKnown = report.verdict === 'allowed' || report.verdict === 'disallowed';
    const origin = originOf(pageUrl);
    const robots =
      rulesKnown && origin.ok ? parseRobots(report.robotsText ?? '', origin.robotsUrl) : null;
    return (url: string): boolean | null => {
      const other = originOf(url);
      if (!robots || !origin.ok || !other.ok || other.origin !== origin.origin) return null;
      return checkUrl(robots, url, report.agent).allowed;
    };
  }

  async function forTab(url: string, agent: string | undefined, tabId: number) {
    const [report, observed, live] = await Promise.all([
      deps.report(url, agent),
      deps.tabHeaders ? deps.tabHeaders.get(tabId, url) : null,
      deps.liveHead(tabId, MAX_HEAD_ELEMENTS),
    ]);
    const problems: PageProblem[] = live.ok ? [] : [{ code: live.code, detail: live.reason }];
    const result: PageSignalsReport = {
      url,
      agent: report.agent,
      from: 'tab',
      headersKnown: observed !== null,
      headRead: live.ok,
      httpStatus: null,
      redirectedTo: null,
      problems,
      signals: signalsFromHead(
        {
          pageUrl: url,
          agent: report.agent,
          headers: observed?.headers ?? null,
          robotsText: report.robotsText,
          isAllowed: verdictReader(report, url),
          now: deps.now(),
        },
        live.ok ? live.head : null,
      ),
    };
    return result;
  }

  async function fetched(url: string, agent: string | undefined): Promise<PageSignalsReport> {
    const [report, page] = await Promise.all([
      deps.report(url, agent),
      pages.get(url, () => fetchCapped(fetchDeps, url)),
    ]);
    const head = page.ok ? (await loadReadHead())(page.bytes, page.truncated) : null;
    return {
      url,
      agent: report.agent,
      from: 'fetched',
      headersKnown: page.ok,
      headRead: page.ok,
      httpStatus: page.ok ? page.status : null,
      redirectedTo: page.ok && page.finalUrl !== url ? page.finalUrl : null,
      problems: page.ok ? [] : [{ code: page.reason, detail: page.detail }],
      signals: signalsFromHead(
        {
          pageUrl: url,
          agent: report.agent,
          headers: page.ok ? page.headers : null,
          robotsText: report.robotsText,
          isAllowed: verdictReader(report, url),
          now: deps.now(),
        },
        head,
      ),
    };
  }

  /** One fetch per file (and origin), read for each page: tdmrep.json's entry depends on the path. */
  async function readFile(pageUrl: string, file: AiFile, fileUrl: string): Promise<AiFileReport> {
    const answer = await files.get(fileUrl, () => fetchCapped(fetchDeps, fileUrl));
    if (!answer.ok)
      return { file, url: fileUrl, httpStatus: null, error: answer.message, signal: null };
    const text = new TextDecoder('utf-8').decode(answer.bytes);
    const base = { file, url: fileUrl, httpStatus: answer.status, error: null };
    if (file === 'llms-txt') {
      const llms = readLlmsTxt(answer.status, answer.contentType, text);
      const raw = llms.state === 'present' ? (llms.title ?? '') : '';
      return {
        ...base,
        llms,
        signal: { signal: 'llms-txt', value: llms.state, source: 'well-known', raw },
      };
    }
    if (answer.status < 200 || answer.status > 299) return { ...base, signal: null };
    const tdmrep = parseTdmrepJson(text, pageUrl);
    return { ...base, tdmrep, signal: tdmrep.ok ? tdmrep.match : null };
  }

  return {
    /** The page's signals for a crawler: the tab's own when `tabId` is given, else fetched. */
    get(request: { url: string; agent?: string; tabId?: number }): Promise<PageSignalsReport> {
      return request.tabId === undefined
        ? fetched(request.url, request.agent)
        : forTab(request.url, request.agent, request.tabId);
    },
    /** `/llms.txt` or `/.well-known/tdmrep.json` of the page's origin, fetched on request. */
    async aiFile(request: { url: string; file: AiFile }): Promise<AiFileReport> {
      const origin = originOf(request.url);
      if (!origin.ok) throw new Error(origin.message);
      const fileUrl = `${origin.origin}${AI_FILE_PATHS[request.file]}`;
      return readFile(request.url, request.file, fileUrl);
    },
  };
}

export type PageSignalsService = ReturnType<typeof createPageSignals>;

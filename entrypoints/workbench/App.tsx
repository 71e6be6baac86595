import { useEffect, useMemo, useState } from 'preact/hooks';
import { downloadText } from '@/entrypoints/options/download';
import { errorText } from '@/lib/errorText';
import { originOf } from '@/lib/fetch/origin';
import { capDraft, matrixToCsv, matrixToJson } from '@/lib/workbench';
import { AgentPicker } from './AgentPicker';
import { DiffTable } from './DiffTable';
import { DraftEditor } from './DraftEditor';
import { HistoryDiff, versionLabel } from './HistoryDiff';
import { openTabUrls, readDraftFile, rulePaths, sitemapUrls } from './imports';
import { RunPanel } from './RunPanel';
import { UrlInput } from './UrlInput';
import { useDebounced } from './useDebounced';
import { useMatrixWorker } from './useMatrixWorker';
import { useRobotsSource } from './useRobotsSource';

/** Six crawlers by default: the 50,000 × 6 case. */
const DEFAULT_AGENTS = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'CCBot', '*'];

/** `workbench.html?origin=<origin>`: draft a robots.txt, test URLs, see what flips. */
export function App({ search }: { search: string }) {
  const requested = useMemo(() => new URLSearchParams(search).get('origin'), [search]);
  const parsed = requested ? originOf(requested) : null;
  const origin = parsed?.ok ? parsed.origin : null;
  const source = useRobotsSource(origin);
  const [draft, setDraft] = useState('');
  const [urlsText, setUrlsText] = useState('');
  const [agents, setAgents] = useState(DEFAULT_AGENTS);
  const [notice, setNotice] = useState<string | null>(null);
  /** What happened to the draft's input (cut to 500 KiB, bytes that are not text), in words. */
  const [draftNotice, setDraftNotice] = useState<string | null>(null);
  const runner = useMatrixWorker();
  const settledDraft = useDebounced(draft, 500);
  const loaded = source.kind === 'loaded' ? source.source : null;

  useEffect(() => {
    if (loaded) setDraft(loaded.text);
  }, [loaded]);

  if (!origin) return <OriginForm requested={requested} />;
  const robotsUrl = loaded?.robotsUrl ?? `${origin}/robots.txt`;
  const append = (urls: string[], what: string) => {
    setUrlsText((t) => (t && !t.endsWith('\n') ? `${t}\n` : t) + urls.join('\n'));
    setNotice(`${urls.length} URLs added from ${what}.`);
  };
  const imports = [
    {
      label: "Paths in the live file's rules",
      run: () => append(rulePaths(loaded?.text ?? '', robotsUrl), "the live file's rules"),
    },
    {
      label: 'URLs from the sitemaps',
      run: () => {
        setNotice('Reading the sitemaps…');
        sitemapUrls(origin, loaded?.text ?? '', robotsUrl).then(
          ({ urls, note }) => append(urls, `the sitemaps: ${note}`),
          (e: unknown) => setNotice(`The sitemaps could not be read (${errorText(e)}).`),
        );
      },
    },
    {
      label: 'Open tabs on this origin',
      run: () =>
        openTabUrls(origin).then(
          (urls) => append(urls, 'open tabs'),
          (e: unknown) => setNotice(`The open tabs could not be read (${errorText(e)}).`),
        ),
    },
  ];
  const run = () =>
    runner.run({ origin, robotsUrl, live: loaded?.text ?? '', draft, urlsText, agents });
  const result = runner.state.kind === 'done' ? runner.state.result : null;
  const exportMatrix = (format: 'csv' | 'json') => {
    if (!result) return;
    const host = new URL(origin).host.replace(/[^\w.-]/g, '_');
    if (format === 'csv')
      downloadText(`${host}-workbench.csv`, matrixToCsv(result.matrix), 'text/csv');
    else {
      const meta = {
        origin,
        generatedAt: new Date().toISOString(),
        liveSha256: loaded?.sha256 ?? null,
      };
      downloadText(
        `${host}-workbench.json`,
        matrixToJson(result.matrix, result.summary, meta),
        'application/json',
      );
    }
  };
  const versions = [
    ...(loaded?.versions ?? []).map((v, i) => ({
      id: v.sha256,
      label: versionLabel(v, i),
      text: v.text,
    })),
    { id: 'draft', label: 'Draft (this page)', text: settledDraft },
  ];

  return (
    <main class="workbench">
      <header>
        <h1>Robots Lens workbench</h1>
        <p class="hint">
          {origin} — <LiveStatus state={source} />
        </p>
      </header>
      <div class="columns">
        <section>
          <h2>Draft robots.txt</h2>
          <DraftEditor
            value={draft}
            robotsUrl={robotsUrl}
            onInput={(text, cut) => {
              setDraft(text);
              if (cut) setDraftNotice(cut);
            }}
            onLoadFile={(file) =>
              readDraftFile(file).then(
                (read) => {
                  const capped = capDraft(read.text);
                  setDraft(capped.text);
                  const notes = [read.notice, capped.notice].filter(Boolean).join(' ');
                  setDraftNotice(notes || `${file.name} loaded into the draft.`);
                },
                (e: unknown) => setDraftNotice(`${file.name} could not be read (${errorText(e)}).`),
              )
            }
          />
          {draftNotice && (
            <p class="callout warn" role="status" data-testid="draft-notice">
              {draftNotice}
            </p>
          )}
          <p>
            <button
              type="button"
              onClick={() => downloadText('robots.txt', draft, 'text/plain')}
              data-testid="download-draft"
            >
              Download the draft as robots.txt
            </button>{' '}
            <button type="button" onClick={() => setDraft(loaded?.text ?? '')} disabled={!loaded}>
              Reset to the live file
            </button>
          </p>
        </section>
        <section>
          <h2>URLs to test</h2>
          <UrlInput
            value={urlsText}
            onInput={setUrlsText}
            imports={imports}
            list={result?.list ?? null}
            importNotice={notice}
          />
          <AgentPicker selected={agents} onChange={setAgents} />
          <RunPanel
            state={runner.state}
            onRun={run}
            onCancel={runner.cancel}
            disabled={!loaded || agents.length === 0}
          />
        </section>
      </div>
      {result && runner.state.kind === 'done' && (
        <DiffTable result={result} ms={runner.state.ms} onExport={exportMatrix} />
      )}
      {loaded && <HistoryDiff key={loaded.sha256} versions={versions} />}
    </main>
  );
}

function LiveStatus({ state }: { state: ReturnType<typeof useRobotsSource> }) {
  if (state.kind === 'loading')
    return (
      <span data-testid="live-status" data-status="loading">
        loading the live robots.txt…
      </span>
    );
  if (state.kind === 'error')
    return (
      <span data-testid="live-status" data-status="error" role="alert">
        the live robots.txt could not be loaded: {state.reason}
      </span>
    );
  if (state.kind !== 'loaded') return null;
  const s = state.source;
  const words =
    s.status === 'fetched'
      ? `live robots.txt (HTTP ${s.httpStatus}, SHA-256 ${s.sha256.slice(0, 12)}…) loaded into the draft`
      : s.status === 'absent'
        ? `no robots.txt (HTTP ${s.httpStatus}): the live file is empty, every URL allowed`
        : `the live robots.txt is unavailable (${s.error ?? 'no answer'}); the live column reads it as an empty file`;
  return (
    <span data-testid="live-status" data-status={s.status}>
      {words}
    </span>
  );
}

function OriginForm({ requested }: { requested: string | null }) {
  return (
    <main class="workbench">
      <h1>Robots Lens workbench</h1>
      {requested && (
        <p class="callout warn" role="alert">
          "{requested.slice(0, 200)}" is not an http(s) origin.
        </p>
      )}
      <form method="get">
        <label>
          Origin <input name="origin" type="url" placeholder="https://example.com" required />
        </label>{' '}
        <button type="submit">Open</button>
      </form>
    </main>
  );
}

import { useEffect, useMemo, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { downloadText } from '@/entrypoints/options/download';
import { originOf } from '@/lib/fetch/origin';
import { capDraft, type ExtraReading } from '@/lib/workbench';
import { AgentPicker } from './AgentPicker';
import { DiffTable } from './DiffTable';
import { DraftEditor } from './DraftEditor';
import { cutText, fileText } from './draftWords';
import { exportMatrix } from './exportMatrix';
import { HistoryDiff, versionLabel } from './HistoryDiff';
import { readDraftFile } from './imports';
import { LiveStatus } from './LiveStatus';
import { OriginForm } from './OriginForm';
import { ReadingPicker } from './ReadingPicker';
import { RunPanel } from './RunPanel';
import { UrlInput } from './UrlInput';
import { useDebounced } from './useDebounced';
import { useImports } from './useImports';
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
  const [readings, setReadings] = useState<ExtraReading[]>([]);
  /** What happened to the draft's input (cut to 500 KiB, bytes that are not text), in words. */
  const [draftNotice, setDraftNotice] = useState<string | null>(null);
  const runner = useMatrixWorker();
  const settledDraft = useDebounced(draft, 500);
  const loaded = source.kind === 'loaded' ? source.source : null;
  const { imports, notice } = useImports(origin ?? '', loaded, (urls) =>
    setUrlsText((t) => (t && !t.endsWith('\n') ? `${t}\n` : t) + urls.join('\n')),
  );

  useEffect(() => {
    if (loaded) setDraft(loaded.text);
  }, [loaded]);

  if (!origin) return <OriginForm requested={requested} />;
  const robotsUrl = loaded?.robotsUrl ?? `${origin}/robots.txt`;
  const run = () =>
    runner.run({
      origin,
      robotsUrl,
      live: loaded?.text ?? '',
      draft,
      urlsText,
      agents,
      readings,
    });
  const result = runner.state.kind === 'done' ? runner.state.result : null;
  const loadFile = (file: File) =>
    readDraftFile(file).then(
      (read) => {
        const capped = capDraft(read.text);
        setDraft(capped.text);
        const notes = [fileText(file.name, read), capped.cut && cutText(capped.cut)];
        setDraftNotice(
          notes.filter(Boolean).join(' ') || i18n.t('workbench.fileLoaded', [file.name]),
        );
      },
      (e: unknown) => setDraftNotice(i18n.t('workbench.fileFailed', [file.name, errorWords(e)])),
    );
  const versions = [
    ...(loaded?.versions ?? []).map((v, i) => ({
      id: v.sha256,
      label: versionLabel(v, i),
      text: v.text,
    })),
    { id: 'draft', label: i18n.t('workbench.history.draft'), text: settledDraft },
  ];

  return (
    <main class="workbench">
      <header>
        <h1>{i18n.t('workbench.title')}</h1>
        <p class="hint">
          {origin} — <LiveStatus state={source} />
        </p>
      </header>
      <div class="columns">
        <section>
          <h2>{i18n.t('workbench.draftHeading')}</h2>
          <DraftEditor
            value={draft}
            robotsUrl={robotsUrl}
            onInput={(text, cut) => {
              setDraft(text);
              if (cut) setDraftNotice(cutText(cut));
            }}
            onLoadFile={loadFile}
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
              {i18n.t('workbench.download')}
            </button>{' '}
            <button type="button" onClick={() => setDraft(loaded?.text ?? '')} disabled={!loaded}>
              {i18n.t('workbench.reset')}
            </button>
          </p>
        </section>
        <section>
          <h2>{i18n.t('workbench.urlsHeading')}</h2>
          <UrlInput
            value={urlsText}
            onInput={setUrlsText}
            imports={imports}
            list={result?.list ?? null}
            importNotice={notice}
          />
          <AgentPicker selected={agents} onChange={setAgents} />
          <ReadingPicker selected={readings} onChange={setReadings} />
          <RunPanel
            state={runner.state}
            onRun={run}
            onCancel={runner.cancel}
            disabled={!loaded || agents.length === 0}
          />
        </section>
      </div>
      {result && runner.state.kind === 'done' && (
        <DiffTable
          result={result}
          ms={runner.state.ms}
          onExport={(format) => exportMatrix(format, result, origin, loaded?.sha256 ?? null)}
        />
      )}
      {loaded && <HistoryDiff key={loaded.sha256} versions={versions} />}
    </main>
  );
}

import type { AiFile, AiFileReport } from '@/lib/page/types';
import type { AiSignal, AiSignalNote } from '@/lib/signals';
import { agentName } from './format';

export type AiFileState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'done'; report: AiFileReport };

export interface AiSignalsPanelProps {
  signals: AiSignal[];
  agent: string;
  /** `/llms.txt` and `/.well-known/tdmrep.json`, once asked for. */
  files: Partial<Record<AiFile, AiFileState>>;
  onFetchFile: (file: AiFile) => void;
}

const NAMES: Record<AiSignal['signal'], string> = {
  'content-signal': 'Content-Signal',
  'content-usage': 'Content-Usage',
  'tdm-reservation': 'TDM reservation',
  noai: 'noai',
  noimageai: 'noimageai',
  'llms-txt': '/llms.txt',
};

const NOTE_WORDS: Record<AiSignalNote, string> = {
  'vocabulary-mixup':
    'mixes the two vocabularies (Content-Signal says ai-train, Content-Usage says train-ai): readers of this line may ignore that key',
  'unknown-key': 'has keys the vocabulary does not define (shown as written)',
  'bad-value': 'has a value other than yes/no (Content-Signal) or y/n (Content-Usage)',
};

function whereFound(s: AiSignal): string {
  if (s.source === 'robots')
    return `robots.txt line ${s.line}${s.path && s.path !== '/' ? `, for ${s.path}` : ''}`;
  if (s.source === 'header') return 'response header';
  if (s.source === 'meta') return 'meta tag';
  return 'well-known file';
}

function valueWords(s: AiSignal): string {
  if (s.signal === 'tdm-reservation')
    return s.value === '1'
      ? 'text and data mining rights reserved'
      : s.value === '0'
        ? 'not reserved'
        : s.value;
  if (s.signal === 'llms-txt')
    return s.value === 'soft-404' ? 'not there (the site answers with an HTML page)' : s.value;
  return s.value;
}

const FILE_LABEL: Record<AiFile, string> = {
  'llms-txt': 'Check /llms.txt',
  tdmrep: 'Check /.well-known/tdmrep.json',
};

function fileWords(file: AiFile, state: AiFileState): string | null {
  if (state.status === 'loading') return 'Fetching…';
  if (state.status === 'failed') return `Could not be checked: ${state.reason}.`;
  const { report } = state;
  if (report.error) return `Could not be fetched: ${report.error}.`;
  if (file === 'tdmrep' && !report.signal)
    return report.tdmrep && !report.tdmrep.ok
      ? `tdmrep.json is not usable (${report.tdmrep.reason}).`
      : `No tdmrep.json entry for this page (HTTP ${report.httpStatus}).`;
  return null;
}

/** AI-use signals that apply to this crawler and path, each with where it was found. */
export function AiSignalsPanel({ signals, agent, files, onFetchFile }: AiSignalsPanelProps) {
  const fetched = (['llms-txt', 'tdmrep'] as const).flatMap((f) => {
    const state = files[f];
    return state?.status === 'done' && state.report.signal ? [state.report.signal] : [];
  });
  const all = [...signals, ...fetched];
  return (
    <section class="panel" aria-labelledby="ai-h">
      <h2 id="ai-h">AI use</h2>
      {all.length === 0 && (
        <p class="note">No AI-use signal applies to {agentName(agent)} on this page.</p>
      )}
      <ul data-testid="ai-signals">
        {all.map((s, i) => (
          <li key={`${s.signal}:${s.source}:${i}`} data-signal={s.signal} data-value={s.value}>
            <strong>{NAMES[s.signal]}</strong>: <code>{valueWords(s)}</code> ({whereFound(s)})
            {s.policy && (
              <>
                , policy <code>{s.policy}</code>
              </>
            )}
            {s.signal === 'llms-txt' && s.raw && <> — “{s.raw}”</>}
            {(s.notes ?? []).map((n) => (
              <p key={n} class="callout warn" data-note={n}>
                This line {NOTE_WORDS[n]}.
              </p>
            ))}
          </li>
        ))}
      </ul>
      <p>
        {(['llms-txt', 'tdmrep'] as const).map((file) => {
          const state = files[file];
          const said = state ? fileWords(file, state) : null;
          return (
            <span key={file}>
              <button
                type="button"
                data-testid={`fetch-${file}`}
                disabled={state?.status === 'loading'}
                onClick={() => onFetchFile(file)}
              >
                {FILE_LABEL[file]}
              </button>
              {said && <span class="note"> {said}</span>}{' '}
            </span>
          );
        })}
      </p>
    </section>
  );
}

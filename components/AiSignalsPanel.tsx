import { i18n } from '#i18n';
import type { AiFile, AiFileReport } from '@/lib/page/types';
import type { AiSignal, AiSignalNote } from '@/lib/signals';
import { tdmrepPriority } from '@/lib/signals/tdmrep';
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

const NOTE_WORDS: Record<AiSignalNote, () => string> = {
  'vocabulary-mixup': () => i18n.t('popup.ai.noteMixup'),
  'unknown-key': () => i18n.t('popup.ai.noteUnknownKey'),
  'bad-value': () => i18n.t('popup.ai.noteBadValue'),
  'tdm-unset': () => i18n.t('popup.ai.noteTdmUnset'),
  superseded: () => i18n.t('popup.ai.noteSuperseded'),
};

function whereFound(s: AiSignal): string {
  if (s.source === 'robots')
    return s.path && s.path !== '/'
      ? i18n.t('popup.ai.atLineFor', [String(s.line), s.path])
      : i18n.t('popup.ai.atLine', [String(s.line)]);
  if (s.source === 'header') return i18n.t('popup.ai.header');
  if (s.source === 'meta') return i18n.t('popup.ai.meta');
  return i18n.t('popup.ai.wellKnown');
}

function valueWords(s: AiSignal): string {
  if (s.signal === 'tdm-reservation')
    return s.value === '1'
      ? i18n.t('popup.ai.tdmReserved')
      : s.value === '0'
        ? i18n.t('popup.ai.tdmNotReserved')
        : s.value;
  if (s.signal === 'llms-txt')
    return s.value === 'soft-404' ? i18n.t('popup.ai.llmsSoft404') : s.value;
  return s.value;
}

const FILE_LABEL: Record<AiFile, () => string> = {
  'llms-txt': () => i18n.t('popup.ai.checkLlms'),
  tdmrep: () => i18n.t('popup.ai.checkTdmrep'),
};

function fileWords(file: AiFile, state: AiFileState): string | null {
  if (state.status === 'loading') return i18n.t('popup.ai.fetching');
  if (state.status === 'failed') return i18n.t('popup.ai.checkFailed', [state.reason]);
  const { report } = state;
  if (report.error) return i18n.t('popup.ai.fetchFailed', [report.error]);
  if (file === 'tdmrep' && !report.signal)
    return report.tdmrep && !report.tdmrep.ok
      ? i18n.t('popup.ai.tdmUnusable', [report.tdmrep.reason])
      : i18n.t('popup.ai.tdmNone', [String(report.httpStatus)]);
  return null;
}

/** AI-use signals that apply to this crawler and path, each with where it was found. */
export function AiSignalsPanel({ signals, agent, files, onFetchFile }: AiSignalsPanelProps) {
  const fetched = (['llms-txt', 'tdmrep'] as const).flatMap((f) => {
    const state = files[f];
    return state?.status === 'done' && state.report.signal ? [state.report.signal] : [];
  });
  // tdmrep.json, once fetched, is the first step of TDMRep's processing priority.
  const all = tdmrepPriority([...signals, ...fetched]);
  return (
    <section class="panel" aria-labelledby="ai-h">
      <h2 id="ai-h">{i18n.t('popup.ai.heading')}</h2>
      {all.length === 0 && <p class="note">{i18n.t('popup.ai.none', [agentName(agent)])}</p>}
      <ul data-testid="ai-signals">
        {all.map((s, i) => (
          <li key={`${s.signal}:${s.source}:${i}`} data-signal={s.signal} data-value={s.value}>
            <strong>{NAMES[s.signal]}</strong>: <code>{valueWords(s)}</code> ({whereFound(s)})
            {s.policy && (
              <>
                {i18n.t('popup.ai.policy')}
                <code>{s.policy}</code>
              </>
            )}
            {s.signal === 'llms-txt' && s.raw && <> — “{s.raw}”</>}
            {(s.notes ?? []).map((n) => (
              <p key={n} class="callout warn" data-note={n}>
                {i18n.t('popup.ai.note', [NOTE_WORDS[n]()])}
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
                {FILE_LABEL[file]()}
              </button>
              {said && <span class="note"> {said}</span>}{' '}
            </span>
          );
        })}
      </p>
    </section>
  );
}

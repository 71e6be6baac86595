import { i18n } from '#i18n';
import { formatBytes } from '@/lib/formatBytes';
import type { PageProblem } from '@/lib/page/types';
import type { HeadNote, Indexing, IndexingSource } from '@/lib/signals';
import { MAX_HEAD_BYTES, MAX_HEAD_ELEMENTS } from '@/lib/signals/limits';
import { indexingSourceLabel } from '@/lib/signals/sourceLabel';
import { agentName, isWebUrl } from './format';
import { formatNumber } from './intlCore';
import { pageProblemText } from './pageProblemText';
import { tNodes } from './tNodes';

export interface IndexingLineProps {
  indexing: Indexing;
  agent: string;
  /** Where the page's signals were read: the open tab, or the URL fetched without cookies. */
  from: 'tab' | 'fetched';
  /** The fetch was redirected here: the signals shown are this page's. */
  redirectedTo?: string | null;
  /** What could not be read, in the browser's words (a timeout, a page scripts may not read). */
  problems?: PageProblem[];
  /** What limited the reading of the head (no head, cut at 512 KiB, binary, too many elements). */
  headNotes?: HeadNote[];
}

const HEAD_NOTE_WORDS: Record<HeadNote, () => string> = {
  'no-head': () => i18n.t('popup.indexing.headNote.noHead'),
  truncated: () =>
    i18n.t('popup.indexing.headNote.truncated', [formatBytes(MAX_HEAD_BYTES, formatNumber)]),
  binary: () => i18n.t('popup.indexing.headNote.binary'),
  'too-many-elements': () =>
    i18n.t('popup.indexing.headNote.tooMany', [formatNumber(MAX_HEAD_ELEMENTS)]),
};

const INDEX_WORDS: Record<Indexing['index'], () => string> = {
  index: () => i18n.t('popup.indexing.index'),
  noindex: () => i18n.t('popup.indexing.noindex'),
  unknown: () => i18n.t('popup.indexing.indexUnknown'),
};
const FOLLOW_WORDS: Record<Indexing['follow'], () => string> = {
  follow: () => i18n.t('popup.indexing.follow'),
  nofollow: () => i18n.t('popup.indexing.nofollow'),
  unknown: () => i18n.t('popup.indexing.followUnknown'),
};

const DATE_WORDS: Record<NonNullable<IndexingSource['dateNote']>, () => string> = {
  expired: () => i18n.t('popup.indexing.dateExpired'),
  pending: () => i18n.t('popup.indexing.datePending'),
  'bad-date': () => i18n.t('popup.indexing.dateBad'),
};

function canonicalWords(indexing: Indexing): string {
  const { canonical } = indexing;
  switch (canonical.state) {
    case 'self':
      return i18n.t('popup.indexing.canonicalSelf');
    case 'other':
      return i18n.t('popup.indexing.canonicalOther');
    case 'conflicting':
      return i18n.t('popup.indexing.canonicalConflicting');
    case 'invalid':
      return i18n.t('popup.indexing.canonicalInvalid');
    default:
      return i18n.t('popup.indexing.canonicalNone');
  }
}

/** One line for indexing (index/noindex, follow, canonical) with each directive and its source. */
export function IndexingLine({
  indexing,
  agent,
  from,
  redirectedTo,
  problems = [],
  headNotes = [],
}: IndexingLineProps) {
  const canonicalUrl =
    indexing.canonical.state === 'self' || indexing.canonical.state === 'other'
      ? (indexing.canonical.url ?? '')
      : '';
  return (
    <section
      class="panel"
      aria-labelledby="indexing-h"
      data-testid="indexing"
      data-index={indexing.index}
      data-follow={indexing.follow}
      data-canonical={canonicalUrl}
    >
      <h2 id="indexing-h">{i18n.t('popup.indexing.heading')}</h2>
      <p>
        {tNodes('popup.indexing.forAgent', [
          agentName(agent),
          <strong>{INDEX_WORDS[indexing.index]()}</strong>,
          FOLLOW_WORDS[indexing.follow](),
        ])}
      </p>
      <p>
        {canonicalWords(indexing)}
        {indexing.canonical.state === 'other' && isWebUrl(canonicalUrl) && (
          <>
            :{' '}
            <a href={canonicalUrl} target="_blank" rel="noopener noreferrer">
              {canonicalUrl}
            </a>
          </>
        )}
      </p>
      {indexing.sources.length > 0 && (
        <ul class="indexing-sources">
          {indexing.sources.map((s, i) => (
            <li
              key={`${s.source}:${s.name}:${i}`}
              data-testid="indexing-source"
              data-source={s.source}
            >
              <code>{indexingSourceLabel(s)}</code>: <code>{s.text}</code>
              {s.dateNote && DATE_WORDS[s.dateNote]()}
            </li>
          ))}
        </ul>
      )}
      <p class="note">
        {from === 'tab' ? i18n.t('popup.indexing.fromTab') : i18n.t('popup.indexing.fromFetch')}
        {redirectedTo && i18n.t('popup.indexing.redirected', [redirectedTo])}
      </p>
      {headNotes.map((n) => (
        <p key={n} class="note" data-testid="head-note" data-note={n}>
          {HEAD_NOTE_WORDS[n]()}
        </p>
      ))}
      {problems.map((p) => (
        <p key={`${p.code}:${p.detail}`} class="note" data-testid="indexing-problem">
          {i18n.t('popup.indexing.problem', [pageProblemText(p)])}
        </p>
      ))}
    </section>
  );
}

import type { Indexing, IndexingSource } from '@/lib/signals';
import { agentName, isWebUrl } from './format';

export interface IndexingLineProps {
  indexing: Indexing;
  agent: string;
  /** Where the page's signals were read: the open tab, or the URL fetched without cookies. */
  from: 'tab' | 'fetched';
  /** The fetch was redirected here: the signals shown are this page's. */
  redirectedTo?: string | null;
  /** What could not be read, in the browser's words (a timeout, a page scripts may not read). */
  problems?: string[];
}

const INDEX_WORDS: Record<Indexing['index'], string> = {
  index: 'may be indexed',
  noindex: 'noindex: not to be indexed',
  unknown: 'indexing unknown',
};
const FOLLOW_WORDS: Record<Indexing['follow'], string> = {
  follow: 'links followed',
  nofollow: 'nofollow: links not followed',
  unknown: 'links unknown',
};

function sourceName(s: IndexingSource): string {
  if (s.source === 'header') return s.agent ? `X-Robots-Tag (${s.agent})` : 'X-Robots-Tag';
  return `<meta name="${s.name}">`;
}

const DATE_WORDS: Record<NonNullable<IndexingSource['dateNote']>, string> = {
  expired: ' — its unavailable_after date has passed, so it counts as noindex',
  pending: ' — unavailable_after is still in the future',
  'bad-date': ' — its unavailable_after date cannot be read, so it is ignored',
};

function canonicalWords(indexing: Indexing): string {
  const { canonical } = indexing;
  switch (canonical.state) {
    case 'self':
      return 'Canonical: this page.';
    case 'other':
      return 'Canonical: another URL';
    case 'conflicting':
      return 'Canonical: the page names more than one, so search engines may ignore them.';
    case 'invalid':
      return 'Canonical: the page names one that is not an http(s) URL, so it is ignored.';
    default:
      return 'No canonical URL given.';
  }
}

/** One line for indexing (index/noindex, follow, canonical) with each directive and its source. */
export function IndexingLine({
  indexing,
  agent,
  from,
  redirectedTo,
  problems = [],
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
      <h2 id="indexing-h">Indexing</h2>
      <p>
        For {agentName(agent)}: <strong>{INDEX_WORDS[indexing.index]}</strong>,{' '}
        {FOLLOW_WORDS[indexing.follow]}.
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
              <code>{sourceName(s)}</code>: <code>{s.text}</code>
              {s.dateNote && DATE_WORDS[s.dateNote]}
            </li>
          ))}
        </ul>
      )}
      <p class="note">
        {from === 'tab'
          ? 'Read from this tab: the headers it arrived with and its head as rendered now.'
          : 'As fetched without cookies.'}
        {redirectedTo &&
          ` The fetch was redirected to ${redirectedTo}; these are that page's signals.`}
      </p>
      {problems.map((p) => (
        <p key={p} class="note" data-testid="indexing-problem">
          Not everything could be read: {p}.
        </p>
      ))}
    </section>
  );
}

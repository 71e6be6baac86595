import { parseUnavailableAfter } from './directives';
import type { FollowState, IndexingSource, IndexState } from './types';

/**
 * The indexing result for one crawler: the most restrictive of the directives addressed to every
 * crawler and to this one (Google: "if there are competing rules, Google uses the most
 * restrictive"; `none` = `noindex, nofollow`; `unavailable_after` in the past = noindex).
 */

export interface IndexingResult {
  index: IndexState;
  follow: FollowState;
  sources: IndexingSource[];
}

/** The crawler's name as metas and header prefixes address it: its product token, lower-case. */
export function crawlerKey(agent: string): string {
  const slash = agent.indexOf('/');
  return (slash === -1 ? agent : agent.slice(0, slash)).trim().toLowerCase();
}

function withDate(source: IndexingSource, now: number): IndexingSource {
  const date = source.directives.find((d) => d.name === 'unavailable_after');
  if (!date) return source;
  const when = parseUnavailableAfter(date.value ?? '');
  const dateNote = when === null ? 'bad-date' : when <= now ? 'expired' : 'pending';
  return { ...source, dateNote };
}

/**
 * `known`: headers or a head were read at all. Without either, nothing can be said (`unknown`);
 * with them and no restriction, the default is index, follow.
 */
export function resolveIndexing(
  all: readonly IndexingSource[],
  agent: string,
  now: number,
  known: boolean,
): IndexingResult {
  const key = crawlerKey(agent);
  const sources = all
    .filter((s) => s.agent === null || (key !== '' && key !== '*' && s.agent === key))
    .map((s) => withDate(s, now));
  let noindex = false;
  let nofollow = false;
  for (const source of sources) {
    for (const { name } of source.directives) {
      if (name === 'noindex' || name === 'none') noindex = true;
      if (name === 'nofollow' || name === 'none') nofollow = true;
    }
    if (source.dateNote === 'expired') noindex = true;
  }
  return {
    index: noindex ? 'noindex' : known ? 'index' : 'unknown',
    follow: nofollow ? 'nofollow' : known ? 'follow' : 'unknown',
    sources,
  };
}

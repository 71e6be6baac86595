import { isValidProductToken, productToken } from './token';
import type { MatchedGroup, RobotsFile } from './types';

/**
 * Group selection (RFC 9309 §2.2.1): every group naming the crawler's product token, merged;
 * else every `*` group; else none. Names compare case-insensitively. A crawler name that is not
 * a valid token (`Foo Bar`, `MJ12bot`) can match no named group (Google's `ExtractUserAgent`
 * stops at the first other character), only `*`.
 */

interface GroupIndex {
  byToken: Map<string, number[]>;
  wildcard: number[];
  /** Selections already made, by crawler name as given. */
  selected: Map<string, MatchedGroup>;
  wildcardOnly: MatchedGroup | null;
}

const MAX_CACHED_NAMES = 256;

function emptyIndex(): GroupIndex {
  return { byToken: new Map(), wildcard: [], selected: new Map(), wildcardOnly: null };
}

/** Built once per RobotsFile; the file is plain data and never mutated after parsing. */
const indexes = new WeakMap<RobotsFile, GroupIndex>();

function groupIndex(robots: RobotsFile): GroupIndex {
  // Not a RobotsFile at all (a corrupt stored value): no groups, and nothing to cache it by.
  if (typeof robots !== 'object' || robots === null) return emptyIndex();
  let index = indexes.get(robots);
  if (index) return index;
  index = emptyIndex();
  const { byToken, wildcard } = index;
  (robots.groups ?? []).forEach((group, i) => {
    for (const { token } of group.agents) {
      if (token === '') continue;
      const key = token === '*' ? null : token.toLowerCase();
      let list = key === null ? wildcard : byToken.get(key);
      if (!list) {
        list = [];
        byToken.set(key as string, list);
      }
      if (list[list.length - 1] !== i) list.push(i);
    }
  });
  indexes.set(robots, index);
  return index;
}

/**
 * Selections are cached and shared by every verdict for the same crawler, so they are frozen:
 * plain data still (structured clone copies them), but never changed in place.
 */
function matched(robots: RobotsFile, list: number[], source: MatchedGroup['source']): MatchedGroup {
  const ranges = list.map((i) => {
    const group = robots.groups?.[i];
    return Object.freeze({ startLine: group?.startLine ?? 0, endLine: group?.endLine ?? 0 });
  });
  return Object.freeze({
    indexes: Object.freeze([...list]) as number[],
    source,
    ranges: Object.freeze(ranges) as MatchedGroup['ranges'],
  });
}

/** The `*` group(s) alone (Crawl-delay falls back to them when the crawler's groups declare none). */
export function wildcardGroups(robots: RobotsFile): MatchedGroup {
  const index = groupIndex(robots);
  index.wildcardOnly ??= matched(
    robots,
    index.wildcard,
    index.wildcard.length > 0 ? 'wildcard' : 'none',
  );
  return index.wildcardOnly;
}

/** The group(s) whose rules apply to a crawler, with their line ranges for highlighting. */
export function selectGroups(robots: RobotsFile, agent: string): MatchedGroup {
  const index = groupIndex(robots);
  // Keyed by the name as given (a service checks many URLs for one crawler), then by token.
  let selection = index.selected.get(agent);
  if (selection) return selection;
  const token = productToken(agent);
  const key = isValidProductToken(token) ? token.toLowerCase() : '';
  const named = key === '' ? undefined : index.byToken.get(key);
  selection = named ? matched(robots, named, 'agent') : wildcardGroups(robots);
  // Bounded: a caller passing endless distinct names must not grow the cache without end.
  if (index.selected.size >= MAX_CACHED_NAMES) index.selected.clear();
  index.selected.set(agent, selection);
  return selection;
}

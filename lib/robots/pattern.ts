import type { RuleLine } from './types';

/**
 * One rule compiled for matching (RFC 9309 §2.2.2, §2.2.3). `*` matches any run of characters
 * and a final `$` anchors the end; a rule's priority is its pattern's length (Google).
 *
 * Google's reference matcher is O(pattern × path) per rule; here a pattern is split on `*` into
 * literal pieces matched greedily (the leftmost occurrence of each piece), which is exact for
 * globs whose only operator is `*`; pieceScan.ts runs that for all rules of a group at once.
 */

export interface CompiledRule {
  allow: boolean;
  priority: number;
  /** The rule as parsed: what the verdict names. */
  rule: RuleLine;
  /** Google's `index.htm` reading (`/a/index.html` also allows `/a/$`), else null. */
  derived: string | null;
  /** Literal text before the first `*` (the whole pattern when there is none), final `$` removed. */
  head: string;
  /** Literal pieces between `*`s after the head, empty ones dropped (wildcard patterns only). */
  middle: string[];
  /** Literal text after the last `*` ('' when the pattern ends in `*`); null without `*`. */
  tail: string | null;
  /** A final `$`: the match must reach the end of the path. */
  anchored: boolean;
  /** Literal characters the pattern needs; a shorter path cannot match. */
  minLength: number;
  /** Position in precedence order (lower decides). */
  rank: number;
  /** Index among the wildcard rules handed to the piece scanner (wildcard rules only). */
  scanIndex: number;
}

const NO_PIECES: string[] = [];

export function compileRule(rule: RuleLine, pattern: string, derived: string | null): CompiledRule {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  // indexOf, not split: 23,269 rules compiled in 7 ms with split and filter, about half with this.
  const first = body.indexOf('*');
  const last = first === -1 ? -1 : body.lastIndexOf('*');
  let middle = NO_PIECES;
  let stars = first === -1 ? 0 : 1;
  if (last > first) {
    const inner = body.slice(first + 1, last).split('*');
    stars += inner.length;
    middle = inner.filter((part) => part !== '');
  }
  return {
    allow: rule.directive === 'allow',
    priority: pattern.length,
    rule,
    derived,
    head: first === -1 ? body : body.slice(0, first),
    middle,
    tail: first === -1 ? null : body.slice(last + 1),
    anchored,
    minLength: body.length - stars,
    rank: 0,
    scanIndex: -1,
  };
}

/** Google's `index.htm` normalisation: `Allow: /a/index.html` also allows `/a/` exactly. */
export function indexHtmlReading(pattern: string): string | null {
  const slash = pattern.lastIndexOf('/');
  return slash !== -1 && pattern.startsWith('/index.htm', slash)
    ? `${pattern.slice(0, slash + 1)}$`
    : null;
}

/** Leftmost-greedy match of one rule: O(path) (pieceScan.ts uses it when that is cheaper). */
export function matches(c: CompiledRule, path: string): boolean {
  if (path.length < c.minLength || !path.startsWith(c.head)) return false;
  if (c.tail === null) return !c.anchored || path.length === c.head.length;
  let pos = c.head.length;
  for (const piece of c.middle) {
    const at = path.indexOf(piece, pos);
    if (at === -1) return false;
    pos = at + piece.length;
  }
  if (c.anchored) return path.length - c.tail.length >= pos && path.endsWith(c.tail);
  return c.tail === '' || path.indexOf(c.tail, pos) !== -1;
}

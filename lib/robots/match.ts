import type { RuleLine } from './types';

/**
 * The compiled matcher for one set of rules (RFC 9309 §2.2.2, §2.2.3; Google's precedence).
 *
 * A rule's priority is its pattern's length; the longest match wins and Allow wins a tie
 * (Google keeps the first line among equals). Rules are sorted by that order once, so the
 * first rule that matches a path is the deciding one and the scan stops there.
 *
 * `*` matches any run of characters and a final `$` anchors the end. Google's reference
 * matcher is O(pattern × path) per rule; here a pattern is split on `*` into literal pieces
 * and matched greedily (leftmost `indexOf` of each piece), which is exact for globs whose
 * only operator is `*` and is O(path) per rule, so a hostile file cannot stall a check.
 */

interface CompiledRule {
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
  /** Last check that collected this rule (dedupes candidates without a Set). */
  stamp: number;
}

interface TrieNode {
  /** Rules whose head ends here: the path so far equals their head. */
  rules: CompiledRule[];
  next: Map<number, TrieNode> | null;
}

/**
 * Candidate lookup, so a check tests a handful of rules instead of every rule of the group:
 * - rules with a head of 3+ characters sit in a trie of heads; walking the path down it
 *   finds exactly the rules whose head the path starts with;
 * - rules with a short head (`/*.pdf$`, `*?sort=`) are indexed by the first 3 characters of
 *   their longest literal piece, which the path must contain;
 * - the few rules with neither sit at the trie's root or its `/` node and are always tested.
 */
export interface Matcher {
  trie: TrieNode;
  trigrams: Map<number, CompiledRule[]>;
}

export interface Decision {
  rule: RuleLine;
  /** The pattern that matched when it is Google's `index.htm` reading of the rule. */
  derived: string | null;
}

function compileOne(rule: RuleLine, pattern: string, derived: string | null): CompiledRule {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const parts = body.split('*');
  const head = parts[0] as string;
  const tail = parts.length > 1 ? (parts[parts.length - 1] as string) : null;
  const middle = parts.slice(1, -1).filter((part) => part !== '');
  const minLength = parts.reduce((sum, part) => sum + part.length, 0);
  return {
    allow: rule.directive === 'allow',
    priority: pattern.length,
    rule,
    derived,
    head,
    middle,
    tail,
    anchored,
    minLength,
    rank: 0,
    stamp: 0,
  };
}

/** Google's `index.htm` normalisation: `Allow: /a/index.html` also allows `/a/` exactly. */
function indexHtmlReading(pattern: string): string | null {
  const slash = pattern.lastIndexOf('/');
  return slash !== -1 && pattern.startsWith('/index.htm', slash)
    ? `${pattern.slice(0, slash + 1)}$`
    : null;
}

function matches(c: CompiledRule, path: string): boolean {
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

/** Longest first; Allow before Disallow at equal length; then file order. */
function precedence(a: CompiledRule, b: CompiledRule): number {
  return b.priority - a.priority || Number(b.allow) - Number(a.allow) || a.rule.line - b.rule.line;
}

const TRIGRAM = 3;

/** Key of the 3 ASCII characters at `i`, or -1 when one is not ASCII. */
function trigramAt(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  return (a | b | c) < 128 ? (a << 14) | (b << 7) | c : -1;
}

function longestPiece(c: CompiledRule): string {
  let longest = c.tail ?? '';
  for (const piece of c.middle) if (piece.length > longest.length) longest = piece;
  return longest;
}

function insert(trie: TrieNode, c: CompiledRule): void {
  let node = trie;
  for (let i = 0; i < c.head.length; i++) {
    const code = c.head.charCodeAt(i);
    node.next ??= new Map();
    let child = node.next.get(code);
    if (!child) node.next.set(code, (child = { rules: [], next: null }));
    node = child;
  }
  node.rules.push(c);
}

export function compileRules(rules: readonly RuleLine[]): Matcher {
  const seen = new Set<string>();
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    const { pattern } = rule;
    // Empty patterns match with priority 0, which never decides (Google); a pattern not starting
    // with `/` or `*` can never match a path, which always starts with `/`.
    if (pattern === '' || !(pattern.startsWith('/') || pattern.startsWith('*'))) continue;
    const id = `${rule.directive} ${pattern}`;
    if (seen.has(id)) continue;
    seen.add(id);
    compiled.push(compileOne(rule, pattern, null));
    const derived = rule.directive === 'allow' ? indexHtmlReading(pattern) : null;
    if (derived) compiled.push(compileOne(rule, derived, derived));
  }
  compiled.sort(precedence);
  const matcher: Matcher = { trie: { rules: [], next: null }, trigrams: new Map() };
  compiled.forEach((c, rank) => {
    c.rank = rank;
    const piece = c.head.length < TRIGRAM ? longestPiece(c) : '';
    const key = piece.length >= TRIGRAM ? trigramAt(piece, 0) : -1;
    if (key === -1) insert(matcher.trie, c);
    else {
      let list = matcher.trigrams.get(key);
      if (!list) matcher.trigrams.set(key, (list = []));
      list.push(c);
    }
  });
  return matcher;
}

let checks = 0;

/** The deciding rule for a path (starting with `/`), or null when no rule matches. */
export function decide(matcher: Matcher, path: string): Decision | null {
  const stamp = ++checks;
  let best: CompiledRule | null = null;
  const consider = (list: CompiledRule[]) => {
    for (const c of list) {
      if (c.stamp === stamp || (best && best.rank < c.rank)) continue;
      c.stamp = stamp;
      if (matches(c, path)) best = c;
    }
  };
  let node: TrieNode | undefined = matcher.trie;
  consider(node.rules);
  for (let i = 0; i < path.length && node.next; i++) {
    node = node.next.get(path.charCodeAt(i));
    if (!node) break;
    consider(node.rules);
  }
  if (matcher.trigrams.size > 0) {
    for (let i = 0; i + TRIGRAM <= path.length; i++) {
      const list = matcher.trigrams.get(trigramAt(path, i));
      if (list) consider(list);
    }
  }
  const found = best as CompiledRule | null;
  return found ? { rule: found.rule, derived: found.derived } : null;
}

import { type CompiledRule, compileRule, indexHtmlReading, matches } from './pattern';
import type { RuleLine } from './types';

/**
 * The compiled matcher for one set of rules (RFC 9309 §2.2.2; Google's precedence): the
 * longest match wins and Allow wins a tie (Google keeps the first line among equals). Rules
 * get a rank in that order once; a check tests only candidate rules and keeps the lowest rank
 * that matches.
 */

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
    if (!child) {
      child = { rules: [], next: null };
      node.next.set(code, child);
    }
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
    compiled.push(compileRule(rule, pattern, null));
    const derived = rule.directive === 'allow' ? indexHtmlReading(pattern) : null;
    if (derived) compiled.push(compileRule(rule, derived, derived));
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
      if (!list) {
        list = [];
        matcher.trigrams.set(key, list);
      }
      list.push(c);
    }
  });
  return matcher;
}

let checks = 0;

/** The best (lowest-rank) matching rule of `list` and `best`; each rule is tested once per check. */
function consider(list: CompiledRule[], path: string, stamp: number, best: CompiledRule | null) {
  let winner = best;
  for (const c of list) {
    if (c.stamp === stamp || (winner && winner.rank < c.rank)) continue;
    c.stamp = stamp;
    if (matches(c, path)) winner = c;
  }
  return winner;
}

/** The deciding rule for a path (starting with `/`), or null when no rule matches. */
export function decide(matcher: Matcher, path: string): Decision | null {
  const stamp = ++checks;
  let node: TrieNode | undefined = matcher.trie;
  let best = consider(node.rules, path, stamp, null);
  for (let i = 0; i < path.length && node.next; i++) {
    node = node.next.get(path.charCodeAt(i));
    if (!node) break;
    best = consider(node.rules, path, stamp, best);
  }
  if (matcher.trigrams.size > 0) {
    for (let i = 0; i + TRIGRAM <= path.length; i++) {
      const list = matcher.trigrams.get(trigramAt(path, i));
      if (list) best = consider(list, path, stamp, best);
    }
  }
  return best ? { rule: best.rule, derived: best.derived } : null;
}

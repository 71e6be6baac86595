import { type CompiledRule, compileRule, indexHtmlReading } from './pattern';
import { createPieceScanner, type PieceScanner, type ScanTuning } from './pieceScan';
import type { RuleLine } from './types';

/**
 * The compiled matcher for one set of rules (RFC 9309 §2.2.2; Google's precedence): the
 * longest match wins and Allow wins a tie (Google keeps the first line among equals). Rules
 * get a rank in that order once; a check keeps the lowest rank that matches.
 *
 * A rule matches only if the path starts with its head (the text before its first `*`), so the
 * heads sit in a trie walked down the path once. A rule without `*` is decided there; a rule
 * with `*` whose head the path starts with is handed to the piece scanner, which matches all of
 * them in one pass (pieceScan.ts). One check is O(path × log pieces + patterns): no rule is
 * tested twice, whatever the file (issue 12 item 2, docs/decisions.md).
 */

interface TrieNode {
  /** Rules whose head ends here: the path so far equals their head. */
  rules: CompiledRule[];
  next: Map<number, TrieNode> | null;
}

export interface Matcher {
  trie: TrieNode;
  wildcards: PieceScanner;
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

/** `tuning`: see pieceScan.ts (tests set it to run the one-pass scan on small inputs). */
export function compileRules(rules: readonly RuleLine[], tuning?: Partial<ScanTuning>): Matcher {
  const seenAllow = new Set<string>();
  const seenDisallow = new Set<string>();
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    const { pattern } = rule;
    // Empty patterns match with priority 0, which never decides (Google); a pattern not starting
    // with `/` or `*` can never match a path, which always starts with `/`.
    if (pattern === '' || !(pattern.startsWith('/') || pattern.startsWith('*'))) continue;
    const seen = rule.directive === 'allow' ? seenAllow : seenDisallow;
    if (seen.has(pattern)) continue;
    seen.add(pattern);
    compiled.push(compileRule(rule, pattern, null));
    const derived = rule.directive === 'allow' ? indexHtmlReading(pattern) : null;
    if (derived) compiled.push(compileRule(rule, derived, derived));
  }
  compiled.sort(precedence);
  const trie: TrieNode = { rules: [], next: null };
  const wildcards: CompiledRule[] = [];
  compiled.forEach((c, rank) => {
    c.rank = rank;
    if (c.tail !== null) c.scanIndex = wildcards.push(c) - 1;
    insert(trie, c);
  });
  return { trie, wildcards: createPieceScanner(wildcards, tuning) };
}

/** The deciding rule for a path (starting with `/`), or null when no rule matches. */
export function decide(matcher: Matcher, path: string): Decision | null {
  let best: CompiledRule | null = null;
  const arms: number[] = [];
  let node: TrieNode | undefined = matcher.trie;
  for (let depth = 0; node; depth++) {
    for (const c of node.rules) {
      if (path.length < c.minLength || (best && best.rank < c.rank)) continue;
      if (c.tail !== null) arms.push(c.scanIndex);
      else if (!c.anchored || path.length === depth) best = c;
    }
    node = depth < path.length ? node.next?.get(path.charCodeAt(depth)) : undefined;
  }
  const wild = arms.length > 0 ? matcher.wildcards(path, arms) : null;
  if (wild && (!best || wild.rank < best.rank)) best = wild;
  return best ? { rule: best.rule, derived: best.derived } : null;
}

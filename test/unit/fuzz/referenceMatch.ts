import { matchPath, type RobotsFile, selectGroups } from '@/lib/robots';

/**
 * Reference semantics of a pattern, straight from RFC 9309 §2.2.3 as Google's matcher implements
 * them: the set of path positions the pattern prefix can reach, `*` reaching every later one.
 * O(pattern × path): the cost our greedy, indexed matcher avoids; it must give the same answers.
 */
export function referenceMatch(pattern: string, path: string): boolean {
  let reach = new Set([0]);
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '$' && i === pattern.length - 1) return reach.has(path.length);
    const next = new Set<number>();
    if (ch === '*') {
      const from = Math.min(...reach);
      for (let k = from; k <= path.length; k++) next.add(k);
    } else {
      for (const k of reach) if (path[k] === ch) next.add(k + 1);
    }
    if (next.size === 0) return false;
    reach = next;
  }
  return true;
}

/** Google's precedence by brute force: longest matching pattern, Allow on a tie. */
export function referenceVerdict(robots: RobotsFile, u: string, a: string) {
  let best: { allow: boolean; length: number } | null = null;
  for (const i of selectGroups(robots, a).indexes) {
    for (const { directive, pattern } of robots.groups[i]?.rules ?? []) {
      // An empty pattern never decides; one not starting with `/` or `*` cannot match a path.
      if (!/^[/*]/.test(pattern) || !referenceMatch(pattern, matchPath(u))) continue;
      const allow = directive === 'allow';
      if (!best || pattern.length > best.length || (pattern.length === best.length && allow))
        best = { allow, length: pattern.length };
    }
  }
  return best;
}

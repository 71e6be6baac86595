import { matchPath } from './encode';
import { selectGroups } from './groups';
import { compileRules, decide, type Matcher } from './match';
import { productToken } from './token';
import type { MatchedGroup, RobotsFile, Verdict } from './types';

/**
 * Compiled matchers, built on the first check and reused. Keyed by the selection object, which
 * groups.ts caches per RobotsFile (plain data, so the caches live beside it, never in it); two
 * crawlers that fall back to `*` share one matcher.
 */
const matchers = new WeakMap<MatchedGroup, Matcher>();

export function matcherFor(robots: RobotsFile, group: MatchedGroup): Matcher {
  let matcher = matchers.get(group);
  if (!matcher) {
    matcher = compileRules(group.indexes.flatMap((i) => robots.groups?.[i]?.rules ?? []));
    matchers.set(group, matcher);
  }
  return matcher;
}

function groupWords(group: MatchedGroup, agent: string): string {
  if (group.source === 'agent') return `the ${productToken(agent)} group`;
  if (group.source === 'wildcard') return 'the * group';
  return 'no group';
}

/** RFC 9309 §2.2.2: the robots.txt URI itself is implicitly allowed. */
export function isRobotsTxtPath(path: string): boolean {
  return path === '/robots.txt' || path.startsWith('/robots.txt?');
}

/** May `agent` fetch `url`? Never throws; the verdict names the deciding rule and its group. */
export function checkUrl(robots: RobotsFile, url: string, agent: string): Verdict {
  const path = matchPath(String(url ?? ''));
  const group = selectGroups(robots, String(agent ?? ''));
  if (isRobotsTxtPath(path)) {
    return {
      allowed: true,
      group,
      path,
      basis: 'robots-txt',
      reason: '/robots.txt is always allowed (RFC 9309 §2.2.2).',
    };
  }
  const decision = group.indexes.length > 0 ? decide(matcherFor(robots, group), path) : null;
  if (!decision) {
    const reason =
      group.source === 'none'
        ? `No group names ${productToken(agent) || 'this crawler'} and there is no * group, so nothing is disallowed.`
        : `No rule in ${groupWords(group, agent)} matches ${path}, so it is allowed.`;
    const basis = group.source === 'none' ? 'no-group' : 'no-rule';
    return { allowed: true, group, path, basis, reason };
  }
  const { rule, derived } = decision;
  const allowed = rule.directive === 'allow';
  const name = allowed ? 'Allow' : 'Disallow';
  const reading = derived ? ` (Google reads it as ${name}: ${derived})` : '';
  return {
    allowed,
    rule: { directive: rule.directive, pattern: rule.pattern, line: rule.line },
    group,
    path,
    basis: 'rule',
    ...(derived && { derived }),
    reason: `${name}: ${rule.pattern} at line ${rule.line}${reading} in ${groupWords(group, agent)} is the longest rule matching ${path}, so it is ${allowed ? 'allowed' : 'disallowed'}.`,
  };
}

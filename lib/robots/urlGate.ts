import { isRobotsTxtPath, matcherFor } from './check';
import { matchPath } from './encode';
import { selectGroups } from './groups';
import { decide } from './match';
import type { RobotsFile } from './types';

/**
 * `checkUrl(robots, url, agent).allowed` for many URLs by one crawler: the group is selected and
 * its matcher looked up once, and no verdict or sentence is built per URL (issue 17: the sitemap
 * explorer gates 50,000 URLs a file; the verdicts with their rule come from checkUrl for the few
 * it lists).
 */
export function createUrlGate(robots: RobotsFile, agent: string): (url: string) => boolean {
  const group = selectGroups(robots, String(agent ?? ''));
  if (group.indexes.length === 0) return () => true;
  const matcher = matcherFor(robots, group);
  return (url) => {
    const path = matchPath(String(url ?? ''));
    if (isRobotsTxtPath(path)) return true;
    return decide(matcher, path)?.rule.directive !== 'disallow';
  };
}

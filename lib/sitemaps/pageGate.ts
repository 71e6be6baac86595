import { originOf } from '@/lib/fetch/origin';
import { checkUrl, createUrlGate } from '@/lib/robots';
import type { RobotsFile, Verdict } from '@/lib/robots/types';
import { startsWithOrigin } from './sitemapScope';

/** The explorer's gate for one page and crawler: a yes/no for every URL, the verdict for the few listed. */
export interface PageGate {
  allowed(url: string): boolean;
  verdict(url: string): Verdict;
}

/**
 * URLs judged by the robots.txt of the page's origin for one crawler. URLs on other origins are
 * not judged here (their own robots.txt decides): they read as allowed. A robots.txt that is not
 * `usable` (unreachable, expired) disallows every same-origin URL, as the report's verdict does.
 * `allowed` is the explorer's per-URL path (issue 17: 50,000 URLs a file): the origin compared as
 * text before any URL parse, the crawler's compiled group reused, no verdict sentence built.
 */
export function createPageGate(
  robots: RobotsFile,
  pageOrigin: string,
  agent: string,
  usable: boolean,
): PageGate {
  const gate = usable ? createUrlGate(robots, agent) : () => false;
  const sameOrigin = (url: string) => {
    if (startsWithOrigin(pageOrigin, url)) return true;
    const target = originOf(url);
    return target.ok && target.origin === pageOrigin;
  };
  return {
    allowed: (url) => !sameOrigin(url) || gate(url),
    verdict: (url) => {
      if (!sameOrigin(url)) return { allowed: true };
      return usable ? checkUrl(robots, url, agent) : { allowed: false };
    },
  };
}

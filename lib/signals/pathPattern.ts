import { checkUrl, type RobotsFile } from '../robots';

/**
 * Path patterns as robots.txt writes them (`/news/`, `/*.pdf$`), matched by the engine itself
 * (RFC 9309 §2.2.3 special characters, percent-encoding, longest match) so that signals scoped
 * to paths read exactly as Allow/Disallow rules do. Items are told apart by a number.
 */
export interface PatternItem {
  pattern: string;
  id: number;
}

function fileOf(items: readonly PatternItem[]): RobotsFile {
  return {
    robotsUrl: '',
    groups: [
      {
        agents: [{ value: '*', token: '*', line: 0 }],
        rules: items.map((item) => ({ directive: 'allow', pattern: item.pattern, line: item.id })),
        crawlDelays: [],
        startLine: 0,
        endLine: 0,
      },
    ],
    delayGroups: [],
    sitemaps: [],
    warnings: [],
    lineCount: 0,
    bytesParsed: 0,
    bytesTotal: 0,
  };
}

/** The id of the item whose pattern matches the URL's path longest, or null. */
export function longestPattern(items: readonly PatternItem[], url: string): number | null {
  if (items.length === 0) return null;
  return checkUrl(fileOf(items), url, '*').rule?.line ?? null;
}

export function matchesPattern(pattern: string, url: string): boolean {
  return longestPattern([{ pattern, id: 1 }], url) === 1;
}

import { parseRobots, type RobotsFile, selectGroups, splitKeyValue, splitLines } from '../robots';
import { longestPattern } from './pathPattern';
import type { AiSignal } from './types';
import { readUsagePrefs, type UsageDirective } from './usagePrefs';

/**
 * `Content-Signal` and `Content-Usage` records of robots.txt, for one crawler and one page.
 * Both sit inside a group (a record belongs to the group whose run of User-agent lines precedes
 * it, as RFC 9309 §2.1 groups records), so the crawler reads those of the group(s) robots.txt
 * selects for it (§2.2.1) — a crawler with its own group does not read the `*` group's signal —
 * plus any written before the first group. A line may start with a path (aipref attach §4:
 * `Content-Usage: /news/ train-ai=n`); the longest matching path wins, matched as Allow/Disallow
 * patterns are (the engine itself matches them: `*`, `$` and percent-encoding included).
 */

interface UsageLine {
  directive: UsageDirective;
  line: number;
  path: string;
  prefs: string;
  raw: string;
}

function usageLines(text: string, robots: RobotsFile): UsageLine[] {
  const found: UsageLine[] = [];
  const lines = splitLines(text);
  const count = Math.min(lines.length, robots.lineCount);
  for (let i = 0; i < count; i++) {
    const kv = splitKeyValue(lines[i] as string);
    if (kv === null || kv === 'unparsed') continue;
    const directive = kv.key.toLowerCase();
    if (directive !== 'content-signal' && directive !== 'content-usage') continue;
    const pathMatch = /^([/*]\S*)\s+(.*)$/s.exec(kv.value);
    found.push({
      directive,
      line: i + 1,
      path: pathMatch ? (pathMatch[1] as string) : '/',
      prefs: pathMatch ? (pathMatch[2] as string) : kv.value,
      raw: kv.value,
    });
  }
  return found;
}

/** Index of the group a line belongs to, or -1 before the first group. */
function groupOf(robots: RobotsFile, line: number): number {
  // Groups are in file order: binary search for the last one starting at or before the line.
  let low = 0;
  let high = robots.groups.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((robots.groups[mid]?.startLine ?? 0) <= line) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

function longestMatch(candidates: UsageLine[], pageUrl: string): UsageLine | null {
  const line = longestPattern(
    candidates.map((c) => ({ pattern: c.path, id: c.line })),
    pageUrl,
  );
  return candidates.find((c) => c.line === line) ?? null;
}

export function readRobotsUsage(robotsText: string, pageUrl: string, agent: string): AiSignal[] {
  let robotsUrl: string;
  try {
    robotsUrl = new URL('/robots.txt', pageUrl).href;
  } catch {
    // No page URL to scope paths to: no usage line can apply.
    return [];
  }
  const robots = parseRobots(robotsText, robotsUrl);
  const lines = usageLines(robotsText, robots);
  if (lines.length === 0) return [];
  const selected = new Set(selectGroups(robots, agent).indexes);
  const applying = lines.filter((l) => {
    const group = groupOf(robots, l.line);
    return group === -1 || selected.has(group);
  });
  const signals: AiSignal[] = [];
  for (const directive of ['content-signal', 'content-usage'] as const) {
    const winner = longestMatch(
      applying.filter((l) => l.directive === directive),
      pageUrl,
    );
    if (!winner) continue;
    const { keys, notes } = readUsagePrefs(directive, winner.prefs);
    signals.push({
      signal: directive,
      value: keys.map((k) => (k.value === '' ? k.key : `${k.key}=${k.value}`)).join(', '),
      source: 'robots',
      line: winner.line,
      path: winner.path,
      raw: winner.raw,
      keys,
      ...(notes.length > 0 ? { notes } : {}),
    });
  }
  return signals;
}

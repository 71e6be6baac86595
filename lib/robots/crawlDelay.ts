import { delayToken } from './delayGroups';
import { trimAscii } from './keys';
import { productToken } from './token';
import type { CrawlDelay, CrawlDelayLine, DelayLimits, RobotsFile } from './types';

/**
 * Crawl-delay (not in RFC 9309; an "other record" of §2.2.4), read as docs/design.md's policy says:
 * in the grouping of the crawlers that honour it (delayGroups.ts), names compared with digits
 * included; the crawler's own group(s) first, else the `*` group(s); of several values the
 * largest; strict number parsing; floor and ceiling.
 */

export const DEFAULT_DELAY_LIMITS: DelayLimits = { floor: 1, ceiling: 60 };

const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/** `-5`, `-0.5`: a number, but below zero (said as such, not as "not a number"). */
const NEGATIVE = /^\s*-\s*(?:\d|\.\d)/;

/** Seconds for a Crawl-delay value, or null when it is not a plain non-negative decimal ("1,5" reads as 1.5). */
export function parseDelay(raw: string): number | null {
  const text = trimAscii(raw).replaceAll(',', '.');
  return PLAIN_DECIMAL.test(text) ? Number(text) : null;
}

/** Limits as given when they make sense (finite, non-negative), else the defaults. */
function sane(limits: Partial<DelayLimits> | undefined): DelayLimits {
  const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  const floor = usable(limits?.floor) ? limits.floor : DEFAULT_DELAY_LIMITS.floor;
  // A ceiling below the floor is raised to it: the floor is the site's minimum pace.
  const ceiling = Math.max(
    usable(limits?.ceiling) ? limits.ceiling : DEFAULT_DELAY_LIMITS.ceiling,
    floor,
  );
  return { floor, ceiling };
}

/** The Crawl-delay lines of every group naming `token` (`*` for the wildcard groups). */
function linesFor(robots: RobotsFile, token: string): CrawlDelayLine[] {
  if (token === '') return [];
  const groups = Array.isArray(robots?.delayGroups) ? robots.delayGroups : [];
  return groups
    .filter((g) => g.agents.some((a) => a.token === token))
    .flatMap((g) => g.crawlDelays);
}

/** The effective Crawl-delay for a crawler, clamped to [floor, ceiling], with a reason a person can audit. */
export function resolveCrawlDelay(
  robots: RobotsFile,
  agent: string,
  limits?: { floor: number; ceiling: number },
): CrawlDelay {
  const { floor, ceiling } = sane(limits);
  const name = productToken(String(agent ?? ''));
  const key = delayToken(name);
  let lines = key === '*' ? [] : linesFor(robots, key);
  let source: CrawlDelay['source'] = 'agent';
  if (lines.length === 0) {
    lines = linesFor(robots, '*');
    source = 'wildcard';
  }
  const token = key === '' || key === '*' ? key : (/^[A-Za-z0-9_-]+/.exec(name)?.[0] ?? key);
  const where = source === 'agent' ? `the ${token} group` : 'the * group';
  if (lines.length === 0) {
    const whom = token !== '' && token !== '*' ? `${token} or *` : '*';
    return {
      seconds: floor,
      declared: null,
      raw: null,
      line: null,
      source: 'none',
      reason: `No Crawl-delay for ${whom}; applying the ${floor} s floor.`,
      flagged: false,
    };
  }
  const valid = lines
    .map((l) => ({ ...l, value: parseDelay(l.raw) }))
    .filter((l): l is CrawlDelayLine & { value: number } => l.value !== null);
  if (valid.length === 0) {
    const [first] = lines as [CrawlDelayLine];
    return {
      seconds: floor,
      declared: null,
      raw: first.raw,
      line: first.line,
      source,
      reason: `Crawl-delay "${first.raw}" at line ${first.line} in ${where} ${NEGATIVE.test(first.raw) ? 'is negative' : 'is not a number'}; applying the ${floor} s floor.`,
      flagged: false,
    };
  }
  // The largest value wins; among equals the first line.
  const chosen = valid.reduce((best, l) => (l.value > best.value ? l : best));
  const { value, raw, line } = chosen;
  const extra: string[] = [];
  if (valid.length > 1) extra.push(`the largest of ${valid.length} values`);
  const malformed = lines.length - valid.length;
  if (malformed > 0) extra.push(`${malformed} malformed value${malformed > 1 ? 's' : ''} ignored`);
  const stated = `Crawl-delay: ${raw} at line ${line} in ${where}${extra.length ? ` (${extra.join('; ')})` : ''}`;
  const result = { declared: value, raw, line, source, flagged: false };
  if (value > ceiling) {
    return {
      ...result,
      seconds: ceiling,
      flagged: true,
      // As written: a huge value would print as 1e+23 through Number.
      reason: `${stated}: declared ${trimAscii(raw)} s exceeds the ${ceiling} s ceiling; clamped to ${ceiling} s and flagged for review.`,
    };
  }
  if (value <= 0) {
    return {
      ...result,
      seconds: floor,
      reason: `${stated} is not positive; applying the ${floor} s floor.`,
    };
  }
  if (value < floor) {
    return {
      ...result,
      seconds: floor,
      reason: `${stated} is below the ${floor} s floor; applied as ${floor} s.`,
    };
  }
  return { ...result, seconds: value, reason: `${stated}; applied as ${value} s.` };
}

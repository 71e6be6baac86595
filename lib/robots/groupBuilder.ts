import { parseDelay } from './crawlDelay';
import { createDelayGrouping } from './delayGroups';
import { escapePattern } from './encode';
import { neverMatchesReason } from './ruleLint';
import { groupToken, isValidProductToken } from './token';
import type { DelayGroup, Group } from './types';
import type { WarningSink } from './warnings';

/**
 * Builds groups from records in file order (RFC 9309 §2.1, read as Google's parser reads it):
 * a run of User-agent lines, then records. Only Allow and Disallow end the run, so a
 * Crawl-delay, Sitemap or unknown line between User-agent lines does not split the group
 * (RFC 9309 §2.2.4: other records must not interfere) — a shape worth a warning.
 */

/** A rule value that needs no percent-encoding and gives no rule-never-matches warning. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it excludes.
const PLAIN_RULE = /^[/*][^%\u0000-\u0020\u007f-\uffff"<>`{}]*$/;

export interface GroupBuilder {
  groups: Group[];
  delayGroups: DelayGroup[];
  userAgent(value: string, line: number): void;
  rule(directive: 'allow' | 'disallow', name: string, value: string, line: number): void;
  crawlDelay(value: string, line: number): void;
  /** Any other record (Sitemap, unknown key): it leaves the run of User-agent lines open. */
  other(line: number, name: string): void;
}

function describeAgents(group: Group): string {
  return group.agents.map((a) => a.value || '(empty)').join(', ');
}

export function createGroupBuilder(warnings: WarningSink): GroupBuilder {
  const groups: Group[] = [];
  let current: Group | null = null;
  /** An Allow/Disallow was seen in the current group: the next User-agent starts a new one. */
  let closed = false;
  /** A record inside the current run of User-agent lines (for the merge-trap warning). */
  let between: { line: number; name: string } | null = null;

  const delays = createDelayGrouping();

  const other = (line: number, name: string) => {
    delays.other();
    if (current && !closed && !between) between = { line, name };
  };

  function userAgent(value: string, line: number): void {
    delays.userAgent(value, line);
    if (!current || closed) {
      current = { agents: [], rules: [], crawlDelays: [], startLine: line, endLine: line };
      groups.push(current);
      closed = false;
      between = null;
    } else if (between) {
      warnings.add(
        line,
        'group-merge-trap',
        `User-agent: ${value} joins the group of ${describeAgents(current)} (from line ${current.startLine}), because the ${between.name} line at line ${between.line} does not end a group; the rules that follow apply to all of them — put rules before the next User-agent line if separate groups were meant.`,
        { value, start: current.startLine, between: between.name, betweenLine: between.line },
      );
    }
    const token = groupToken(value);
    current.agents.push({ value, token, line });
    current.endLine = line;
    if (token !== '*' && value.includes('*')) {
      const reading =
        token === ''
          ? "Google's parser applies this group to no crawler"
          : `Google's parser reads it as "${token}"`;
      warnings.add(
        line,
        'user-agent-wildcard',
        `User-agent "${value}" uses * as a wildcard, which robots.txt does not have in User-agent lines: ${reading} (Scrapy's Protego drops the * and matches the rest anywhere in a crawler's name).`,
        { value, token },
      );
    } else if (token !== '*' && !isValidProductToken(value)) {
      const reading =
        token === ''
          ? 'it names no crawler, so no crawler obeys this line'
          : `it is read as "${token}"`;
      warnings.add(
        line,
        'invalid-user-agent',
        `User-agent "${value}" is not a valid product token (letters, "-" and "_" only); ${reading}.`,
        { value, token },
      );
    }
  }

  function rule(directive: 'allow' | 'disallow', name: string, value: string, line: number): void {
    delays.other();
    if (!current) {
      warnings.add(
        line,
        'rule-outside-group',
        `${name}: ${value} comes before any User-agent line, so no crawler applies it.`,
        { name, value },
      );
      return;
    }
    // Nearly every real value is plain: one scan clears it of both encoding and lint work.
    const plain = PLAIN_RULE.test(value);
    const pattern = plain ? value : escapePattern(value);
    current.rules.push(
      pattern === value
        ? { directive, pattern, line }
        : { directive, pattern, line, written: value },
    );
    current.endLine = line;
    closed = true;
    between = null;
    const problem = plain ? null : neverMatchesReason(value);
    if (problem) {
      warnings.add(
        line,
        'rule-never-matches',
        `${name}: ${value} can never take effect: ${problem}.`,
        { name, value },
      );
    }
  }

  function crawlDelay(value: string, line: number): void {
    delays.crawlDelay(value, line);
    if (!current) {
      warnings.add(
        line,
        'crawl-delay-outside-group',
        `Crawl-delay: ${value} comes before any User-agent line, so it applies to no crawler.`,
        { value },
      );
      return;
    }
    current.crawlDelays.push({ raw: value, line });
    current.endLine = line;
    if (!closed && !between) between = { line, name: 'Crawl-delay' };
    if (parseDelay(value) === null) {
      warnings.add(
        line,
        'crawl-delay-malformed',
        `Crawl-delay "${value}" is not a plain number of seconds, so it is ignored and the floor applies.`,
        { value },
      );
    }
  }

  return { groups, delayGroups: delays.groups, userAgent, rule, crawlDelay, other };
}

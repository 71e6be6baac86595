import { sniffBody } from './body-sniff';
import { parseDelay } from './crawl-delay';
import { escapePattern } from './encode';
import { isNonstandardKey, type KeyValue, readKey, splitKeyValue, suggestDirective } from './keys';
import { readLines } from './lines';
import { neverMatchesReason } from './rule-lint';
import { resolveSitemap } from './sitemaps';
import { groupToken, isValidProductToken } from './token';
import type { Group, RobotsFile } from './types';
import { createWarnings, type WarningSink } from './warnings';

/**
 * robots.txt text → plain data with line numbers (RFC 9309 §2.1–§2.2, read as Google's parser
 * reads it). Never throws: every oddity becomes a warning.
 *
 * Groups: a run of User-agent lines, then records. Only Allow and Disallow end the run, so a
 * Crawl-delay, Sitemap or unknown line between User-agent lines does not split the group
 * (RFC 9309 §2.2.4: other records must not interfere; Google agrees).
 */

/** A rule value that needs no percent-encoding and gives no rule-never-matches warning. */
const PLAIN_RULE = /^[/*][^%\u0000-\u0020\u007f-\uffff"<>`{}]*$/;

interface State {
  groups: Group[];
  current: Group | null;
  /** An Allow/Disallow has been seen in the current group: the next User-agent starts a new one. */
  closed: boolean;
  /** A non-group record inside the current run of User-agent lines (for the merge-trap warning). */
  between: { line: number; name: string } | null;
}

function describeAgents(group: Group): string {
  return group.agents.map((a) => a.value || '(empty)').join(', ');
}

function userAgent(state: State, value: string, line: number, warnings: WarningSink): void {
  if (!state.current || state.closed) {
    state.current = { agents: [], rules: [], crawlDelays: [], startLine: line, endLine: line };
    state.groups.push(state.current);
    state.closed = false;
    state.between = null;
  } else if (state.between) {
    warnings.add(
      line,
      'group-merge-trap',
      `User-agent: ${value} joins the group of ${describeAgents(state.current)} (from line ${state.current.startLine}), because the ${state.between.name} line at line ${state.between.line} does not end a group; the rules that follow apply to all of them — put rules before the next User-agent line if separate groups were meant.`,
    );
  }
  const token = groupToken(value);
  state.current.agents.push({ value, token, line });
  state.current.endLine = line;
  if (token === '*' ? value !== '*' && !/^\*\s/.test(value) : !isValidProductToken(value)) {
    const reading =
      token === ''
        ? 'it names no crawler, so no crawler obeys this line'
        : `it is read as "${token}"`;
    warnings.add(
      line,
      'invalid-user-agent',
      `User-agent "${value}" is not a valid product token (letters, "-" and "_" only); ${reading}.`,
    );
  }
}

/** A record that is not User-agent, Allow or Disallow: it leaves the run of User-agent lines open. */
function otherRecord(state: State, line: number, name: string): void {
  if (state.current && !state.closed && !state.between) state.between = { line, name };
}

function record(
  state: State,
  kv: KeyValue,
  line: number,
  robotsUrl: string,
  warnings: WarningSink,
  sitemaps: RobotsFile['sitemaps'],
): void {
  const meaning = readKey(kv.key);
  const { directive, name } = meaning;
  if (directive && !meaning.exact) {
    warnings.add(
      line,
      'typo-directive',
      `"${kv.key}" is not spelt "${name}"; Google reads it as ${name}, but other crawlers may ignore the line.`,
    );
  }
  if (directive && kv.noColon) {
    warnings.add(
      line,
      'missing-colon',
      `This line has no colon; Google reads it as "${name}: ${kv.value}", but other crawlers may ignore it.`,
    );
  }
  const { value } = kv;
  switch (directive) {
    case 'user-agent':
      userAgent(state, value, line, warnings);
      return;
    case 'allow':
    case 'disallow': {
      if (!state.current) {
        warnings.add(
          line,
          'rule-outside-group',
          `${name}: ${value} comes before any User-agent line, so no crawler applies it.`,
        );
        return;
      }
      // Nearly every real value is plain: one scan clears it of both encoding and lint work.
      const plain = PLAIN_RULE.test(value);
      const pattern = plain ? value : escapePattern(value);
      state.current.rules.push(
        pattern === value
          ? { directive, pattern, line }
          : { directive, pattern, line, written: value },
      );
      state.current.endLine = line;
      state.closed = true;
      state.between = null;
      const problem = plain ? null : neverMatchesReason(value);
      if (problem)
        warnings.add(
          line,
          'rule-never-matches',
          `${name}: ${value} can never take effect: ${problem}.`,
        );
      return;
    }
    case 'crawl-delay':
      if (!state.current) {
        warnings.add(
          line,
          'crawl-delay-outside-group',
          `Crawl-delay: ${value} comes before any User-agent line, so it applies to no crawler.`,
        );
        return;
      }
      state.current.crawlDelays.push({ raw: value, line });
      state.current.endLine = line;
      otherRecord(state, line, 'Crawl-delay');
      if (parseDelay(value) === null) {
        warnings.add(
          line,
          'crawl-delay-malformed',
          `Crawl-delay "${value}" is not a plain number of seconds, so it is ignored and the floor applies.`,
        );
      }
      return;
    case 'sitemap': {
      sitemaps.push({ raw: value, line });
      otherRecord(state, line, 'Sitemap');
      const resolved = resolveSitemap(value, robotsUrl);
      if (!resolved.ok)
        warnings.add(line, resolved.code, `Sitemap "${value}" is ignored: ${resolved.reason}.`);
      else if (resolved.relative)
        warnings.add(
          line,
          'sitemap-relative',
          `Sitemap "${value}" is a relative URL; it is read as ${resolved.url}, but sitemaps should be listed with absolute URLs.`,
        );
      return;
    }
    default: {
      otherRecord(state, line, `"${kv.key}"`);
      if (isNonstandardKey(kv.key)) {
        warnings.add(
          line,
          'nonstandard-directive',
          `"${kv.key}" is not part of RFC 9309; Google ignores it, though some crawlers read it.`,
        );
        return;
      }
      const suggestion = suggestDirective(kv.key);
      warnings.add(
        line,
        'unknown-directive',
        `"${kv.key}" is not a robots.txt directive, so this line is ignored${suggestion ? `; did you mean ${suggestion}?` : '.'}`,
      );
    }
  }
}

export function parseRobots(text: string, robotsUrl: string): RobotsFile {
  const body = typeof text === 'string' ? text : String(text ?? '');
  const url = typeof robotsUrl === 'string' ? robotsUrl : String(robotsUrl ?? '');
  const warnings = createWarnings();
  const { lines, bytesParsed, bytesTotal } = readLines(body, warnings);
  const state: State = { groups: [], current: null, closed: false, between: null };
  const sitemaps: RobotsFile['sitemaps'] = [];
  let records = 0;
  for (let i = 0; i < lines.length; i++) {
    const kv = splitKeyValue(lines[i] as string);
    if (kv === null) continue;
    if (kv === 'unparsed') {
      warnings.add(
        i + 1,
        'unparsed-line',
        'This line is not a "key: value" record, so it is ignored.',
      );
      continue;
    }
    records++;
    record(state, kv, i + 1, url, warnings, sitemaps);
  }
  sniffBody(body, warnings);
  if (records === 0) {
    warnings.add(
      0,
      'empty-file',
      'The file holds no records, so every crawler may fetch every page.',
    );
  }
  return {
    robotsUrl: url,
    groups: state.groups,
    sitemaps,
    warnings: warnings.list(),
    lineCount: lines.length,
    bytesParsed,
    bytesTotal,
  };
}

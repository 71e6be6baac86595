import { isValidProductToken, isWildcardAgent, productToken } from '../token';
import type { RobotsFile } from '../types';
import type { Reading, ReadingId } from './types';

/**
 * Why a reading disagrees with Google's, where the cause can be told from the file, the URL and
 * the crawler (issue 13 item 3). Checked from the most to the least specific; null when unknown.
 */
export type CauseCode =
  | 'fail-open'
  | 'auth-status'
  | 'undecodable'
  | 'library-error'
  | 'bom'
  | 'wildcard-user-agent'
  | 'token-with-digits'
  | 'substring-agent'
  | 'group-merge'
  | 'no-wildcards'
  | 'first-match-order'
  | 'encoding';

export const CAUSE_TEXT: Record<CauseCode, string> = {
  'fail-open':
    'robots.txt could not be read: Google assumes a full disallow, Scrapy crawls as if there were no rules (fail-open on 5xx, timeouts and errors).',
  'auth-status':
    'robots.txt answered 401 or 403: Google reads that as "no rules", Python\'s robotparser as "disallow everything".',
  undecodable:
    "robots.txt is not valid UTF-8: Python's robotparser fails to read it and then allows nothing.",
  'library-error': 'The library raises an error on this file.',
  bom: 'The file starts with a byte order mark: this parser reads it as part of the first line, so that line is lost.',
  'wildcard-user-agent':
    "A User-agent value uses * as a wildcard: Google applies that group to no one; Protego drops the * and matches the rest anywhere in the crawler's name.",
  'token-with-digits':
    "The crawler's name has digits, which RFC 9309 tokens do not: Google's parser skips the group that names it; this parser applies it.",
  'substring-agent':
    "This parser picks a group whose name appears anywhere in the crawler's name; Google needs the exact token.",
  'group-merge':
    'User-agent lines separated by other records: Google merges them into one group; this parser splits them.',
  'no-wildcards':
    "Python's robotparser has no * or $ in paths: it compares rules as plain prefixes.",
  'first-match-order':
    "Python's robotparser applies the first rule that matches, in file order; Google applies the longest.",
  encoding:
    'The URL or a rule holds percent-escapes or non-ASCII characters: this parser decodes and re-encodes them; Google compares them as written.',
};

export interface CauseInput {
  reading: ReadingId;
  text: string;
  robots: RobotsFile;
  google: Reading;
  other: Reading;
  url: string;
  agent: string;
}

const hasWarning = (robots: RobotsFile, code: string) =>
  robots.warnings.some((w) => w.code === code);

function agentCause({ reading, robots, agent }: CauseInput): CauseCode | null {
  const name = productToken(agent);
  const whole = (reading === 'scrapy' ? agent.trim() : (agent.split('/')[0] ?? '')).toLowerCase();
  const values = robots.groups.flatMap((g) => g.agents.map((a) => a.value));
  if (
    values.some(
      (v) =>
        !isWildcardAgent(v) &&
        v.includes('*') &&
        whole.includes(v.replaceAll('*', '').toLowerCase()),
    )
  ) {
    return 'wildcard-user-agent';
  }
  if (/\d/.test(name) && !isValidProductToken(name)) return 'token-with-digits';
  const token = name.toLowerCase();
  if (
    values.some(
      (v) => v !== '*' && v.toLowerCase() !== token && v !== '' && whole.includes(v.toLowerCase()),
    )
  ) {
    return 'substring-agent';
  }
  return null;
}

/** The cause of `other` disagreeing with `google` on (url, agent), when it can be told. */
export function causeOf(input: CauseInput): CauseCode | null {
  const { reading, text, robots, other, url, agent } = input;
  if (other.failure) return 'library-error';
  if (text.charCodeAt(0) === 0xfeff) return 'bom';
  const byAgent = agentCause(input);
  if (byAgent) return byAgent;
  if (hasWarning(robots, 'group-merge-trap')) return 'group-merge';
  if (reading === 'python') {
    const line = other.line(url, agent);
    const ruleText = line === null ? '' : (text.split(/\r\n|\r|\n/)[line - 1] ?? '');
    const rules = robots.groups.flatMap((g) => g.rules);
    if (
      /[*$]/.test(ruleText.split(':').slice(1).join(':')) ||
      rules.some((r) => r.line === input.google.line(url, agent) && /[*$]/.test(r.pattern))
    ) {
      return 'no-wildcards';
    }
    if (line !== null && line !== input.google.line(url, agent)) return 'first-match-order';
  }
  const rules = robots.groups.flatMap((g) => g.rules);
  if (
    /[%\u0080-\uffff]/.test(url) ||
    rules.some((r) => r.written !== undefined || r.pattern.includes('%'))
  ) {
    return 'encoding';
  }
  return null;
}

import type { ReadingId } from './types';

/**
 * What each parser's crawler does when robots.txt did not arrive as a usable 2xx (docs/design.md
 * "Readings", fetch outcomes). Pure: the HTTP outcome in, the policy out (after temoto/robotstxt's
 * FromStatusAndBytes).
 */

export type FetchOutcome =
  | { kind: 'fetched'; status: number; text: string; invalidUtf8?: boolean }
  | { kind: 'http-error'; status: number }
  | { kind: 'unreachable'; reason: 'network' | 'timeout' };

export type OutcomePolicy =
  | { rules: 'by-file'; text: string }
  | { rules: 'allow-all' | 'disallow-all'; why: string };

const byFile = (text: string): OutcomePolicy => ({ rules: 'by-file', text });

function google(outcome: FetchOutcome): OutcomePolicy {
  if (outcome.kind === 'fetched') return byFile(outcome.text);
  if (outcome.kind === 'unreachable') {
    return {
      rules: 'disallow-all',
      why: 'Google treats an unreachable robots.txt as a full disallow (RFC 9309 §2.3.1.4).',
    };
  }
  const { status } = outcome;
  if (status === 429 || status >= 500) {
    return {
      rules: 'disallow-all',
      why: `Google treats HTTP ${status} as a full disallow (RFC 9309 §2.3.1.4).`,
    };
  }
  return {
    rules: 'allow-all',
    why: `Google treats HTTP ${status} as "no robots.txt": everything allowed (RFC 9309 §2.3.1.3).`,
  };
}

/** U+FFFD, which the fetch put where bytes were not UTF-8. */
const REPLACEMENT = /\uFFFD/g;

function scrapy(outcome: FetchOutcome): OutcomePolicy {
  if (outcome.kind === 'fetched') {
    // Scrapy's decode_robotstxt: body.decode("utf-8", errors="ignore"): bad bytes vanish.
    return byFile(outcome.invalidUtf8 ? outcome.text.replace(REPLACEMENT, '') : outcome.text);
  }
  if (outcome.kind === 'unreachable') {
    return {
      rules: 'allow-all',
      why: `Scrapy logs the failed robots.txt ${outcome.reason === 'timeout' ? 'timeout' : 'download'} and crawls as if there were no rules (fails open).`,
    };
  }
  return {
    rules: 'allow-all',
    why: `Scrapy fails open on HTTP ${outcome.status}: it finds no rules and crawls everything.`,
  };
}

function python(outcome: FetchOutcome): OutcomePolicy {
  if (outcome.kind === 'fetched') {
    if (outcome.invalidUtf8) {
      return {
        rules: 'disallow-all',
        why: 'RobotFileParser.read() raises UnicodeDecodeError on bytes that are not UTF-8; the parser stays unread and can_fetch() answers False.',
      };
    }
    return byFile(outcome.text);
  }
  if (outcome.kind === 'unreachable') {
    return {
      rules: 'disallow-all',
      why: 'RobotFileParser.read() raises URLError; the parser stays unread and can_fetch() answers False.',
    };
  }
  const { status } = outcome;
  if (status === 401 || status === 403) {
    return {
      rules: 'disallow-all',
      why: `RobotFileParser.read() disallows everything on HTTP ${status}.`,
    };
  }
  if (status >= 400 && status < 500) {
    return {
      rules: 'allow-all',
      why: `RobotFileParser.read() allows everything on HTTP ${status}.`,
    };
  }
  return {
    rules: 'disallow-all',
    why: `After HTTP ${status} RobotFileParser.read() reads nothing, so can_fetch() answers False.`,
  };
}

const POLICIES: Record<ReadingId, (outcome: FetchOutcome) => OutcomePolicy> = {
  google,
  scrapy,
  python,
};

/** How `reading`'s crawler treats this fetch outcome. Never throws. */
export function outcomePolicy(reading: ReadingId, outcome: FetchOutcome): OutcomePolicy {
  if (outcome?.kind === 'fetched' && !(outcome.status >= 200 && outcome.status < 300)) {
    return POLICIES[reading]({ kind: 'http-error', status: outcome.status });
  }
  return (POLICIES[reading] ?? google)(outcome);
}

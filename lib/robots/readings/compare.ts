import { parseRobots } from '../parse';
import { CAUSE_TEXT, type CauseCode, causeOf } from './causes';
import { type FetchOutcome, type OutcomePolicy, outcomePolicy } from './fetchOutcome';
import { readAs } from './readAs';
import { READING_IDS, type Reading, type ReadingFailure, type ReadingId } from './types';

/**
 * One row per reading for the popup's "Readings" panel (docs/design.md "Readings", `readings`
 * contract): verdict, deciding line, Crawl-delay, whether it differs from Google's, and why where
 * known. Pure and never throws: the popup renders rows, it decides nothing.
 */

export interface ReadingRow {
  reading: ReadingId;
  allowed: boolean;
  /** Deciding line (engine numbering), null when no rule decided. */
  line: number | null;
  /** The Crawl-delay this parser hands the crawler; null for none (always null for google). */
  delay: number | null;
  /** How the fetch outcome was read: by the file's rules, or everything allowed / disallowed. */
  rules: OutcomePolicy['rules'];
  /** Where the real library raises on this file. */
  failure?: ReadingFailure;
  differsFromGoogle: boolean;
  /** Why it differs, where known, as a code and a sentence. */
  cause?: CauseCode;
  because?: string;
}

export type CompareInput =
  | { text: string; url: string; agent: string }
  | { outcome: FetchOutcome; url: string; agent: string };

function fetchCause(
  reading: ReadingId,
  policy: OutcomePolicy,
  google: OutcomePolicy,
): CauseCode | null {
  if (policy.rules === google.rules) return null;
  if (reading === 'scrapy' && policy.rules === 'allow-all') return 'fail-open';
  if (reading === 'python' && policy.rules === 'disallow-all' && google.rules === 'allow-all')
    return 'auth-status';
  if (reading === 'python' && policy.rules === 'disallow-all' && google.rules === 'by-file')
    return 'undecodable';
  return null;
}

export function compareReadings(input: CompareInput): ReadingRow[] {
  const outcome: FetchOutcome =
    'outcome' in input && input.outcome
      ? input.outcome
      : { kind: 'fetched', status: 200, text: String((input as { text?: string }).text ?? '') };
  const url = String(input.url ?? '');
  const agent = String(input.agent ?? '');
  const policies = Object.fromEntries(
    READING_IDS.map((id) => [id, outcomePolicy(id, outcome)]),
  ) as Record<ReadingId, OutcomePolicy>;
  const text = outcome.kind === 'fetched' ? outcome.text : '';
  // Each reading reads the text its crawler has (Scrapy drops bytes that are not UTF-8).
  const textOf = (id: ReadingId) => {
    const policy = policies[id];
    return policy.rules === 'by-file' ? policy.text : text;
  };
  const readings = Object.fromEntries(
    READING_IDS.map((id) => [id, readAs(id, textOf(id))]),
  ) as Record<ReadingId, Reading>;
  let robots: ReturnType<typeof parseRobots> | null = null;
  const answer = (id: ReadingId) => {
    const policy = policies[id];
    if (policy.rules !== 'by-file')
      return { allowed: policy.rules === 'allow-all', line: null, delay: null };
    const r = readings[id];
    return { allowed: r.allowed(url, agent), line: r.line(url, agent), delay: r.crawlDelay(agent) };
  };
  const google = answer('google');
  return READING_IDS.map((id): ReadingRow => {
    const policy = policies[id];
    const mine = id === 'google' ? google : answer(id);
    const failure = policy.rules === 'by-file' ? readings[id].failure : null;
    const row: ReadingRow = {
      reading: id,
      ...mine,
      rules: policy.rules,
      differsFromGoogle: mine.allowed !== google.allowed,
    };
    if (failure) row.failure = failure;
    if (!row.differsFromGoogle && !failure) return row;
    let cause = fetchCause(id, policy, policies.google);
    if (!cause && policy.rules === 'by-file' && policies.google.rules === 'by-file') {
      robots ??= parseRobots(text, '');
      cause = causeOf({
        reading: id,
        text,
        robots,
        google: readings.google,
        other: readings[id],
        url,
        agent,
      });
    }
    if (cause) {
      row.cause = cause;
      row.because = cause === 'library-error' && failure ? failure.message : CAUSE_TEXT[cause];
    }
    return row;
  });
}

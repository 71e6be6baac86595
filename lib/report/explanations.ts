import type { Snapshot } from '@/lib/cache';
import type { RobotsFile, Verdict } from '@/lib/robots/types';
import type { ReportWhy } from './types';

/** The data behind `explainVerdict`, for the UI's words (the same cases, in the same order). */
export function verdictWhy(s: Snapshot, verdict: Verdict, robots: RobotsFile | null): ReportWhy {
  if (s.status === 'absent') return { kind: 'absent', httpStatus: s.httpStatus };
  const group = verdict.group?.source === 'agent' ? 'agent' : 'wildcard';
  const path = verdict.path ?? '/';
  if (verdict.basis === 'robots-txt') return { kind: 'robots-txt' };
  if (verdict.basis === 'no-group') return { kind: 'no-group' };
  if (verdict.basis === 'no-rule') return { kind: 'no-rule', group, path };
  if (verdict.basis === 'rule' && verdict.rule) {
    const { directive, pattern, line } = verdict.rule;
    return {
      kind: 'rule',
      directive,
      pattern,
      line,
      derived: verdict.derived ?? null,
      group,
      path,
    };
  }
  return robots && robots.groups.length === 0 ? { kind: 'empty-file' } : { kind: 'no-match' };
}

export function unavailableWhy(s: Snapshot, kind: 'expired' | 'unreachable'): ReportWhy {
  if (kind === 'expired') {
    const last = s.lastAttempt;
    return {
      kind,
      lastError: last?.error ?? null,
      last: last ? { cause: last.cause, httpStatus: last.httpStatus, error: last.error } : null,
    };
  }
  return { kind, httpStatus: s.httpStatus, cause: s.cause, error: s.error };
}

/** Why a usable robots.txt allows or disallows the page, in words. */
export function explainVerdict(s: Snapshot, verdict: Verdict, robots: RobotsFile | null): string {
  if (s.status === 'absent') {
    return `robots.txt answered ${s.httpStatus}: no rules are published, so every page may be crawled (RFC 9309 §2.3.1.3).`;
  }
  // The engine words its reason in the same scan that decided (the rule, its group, Google's
  // readings such as `/index.html` → `/$`); the report never re-derives it.
  if (verdict.reason) return verdict.reason;
  return robots && robots.groups.length === 0
    ? 'robots.txt has no rules, so every page may be crawled.'
    : 'No rule in robots.txt matches this path, so it may be crawled.';
}

/** Causes that are the server's own answer: its status says it all. */
const HTTP_CAUSES = new Set(['rate-limited', 'server-error', 'unexpected-status']);

export function unreachableWhy(s: Snapshot): string {
  // Other causes (a timeout, a redirect to another origin, a network error) need their words.
  const what =
    s.httpStatus !== null && s.cause !== null && HTTP_CAUSES.has(s.cause)
      ? `robots.txt answered ${s.httpStatus}`
      : `robots.txt could not be used (${s.error ?? 'no answer'})`;
  return `${what}: RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.`;
}

export function expiredWhy(s: Snapshot): string {
  const failed = s.lastAttempt ? ` The last refresh failed: ${s.lastAttempt.error}.` : '';
  return `The robots.txt snapshot is older than the hard expiry, so the host is treated as not crawlable until a refresh succeeds.${failed}`;
}

export function agentLabel(agent: string): string {
  return agent === '*' ? 'A crawler not named in robots.txt' : agent;
}

export function schemeOf(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return m ? `${m[1]}:` : 'These';
}

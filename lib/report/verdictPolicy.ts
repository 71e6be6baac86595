import type { CacheResult } from '@/lib/cache';
import type { Verdict } from '@/lib/robots/types';
import type { VerdictKind } from './types';

/** What the policy reads of the cache's answer. */
export type CacheAnswer = Pick<CacheResult, 'snapshot' | 'state'>;

/**
 * Whether the cached rules may decide at all: an expired snapshot or an unreachable
 * robots.txt means "not crawlable" whatever the rules say (docs/design.md "Cache",
 * RFC 9309 §2.3.1.4).
 */
export function unusableAs(answer: CacheAnswer): 'expired' | 'unreachable' | null {
  if (answer.state === 'expired') return 'expired';
  if (answer.snapshot.status === 'unavailable') return 'unreachable';
  return null;
}

/** The verdict kind the report and the badge show: the policy first, then the rules. */
export function verdictKind(answer: CacheAnswer, verdict: Verdict): VerdictKind {
  return unusableAs(answer) ?? (verdict.allowed ? 'allowed' : 'disallowed');
}

import type { RuleLine } from '../robots/types';

/**
 * Caveats that change what the verdict means; the banner states each in words and lists their
 * codes in `data-caveat` (DESIGN.md "The popup's test contract").
 */
export type CaveatCode =
  | 'stale'
  | 'degraded'
  | 'non-rfc-token'
  | 'redirect-other-origin'
  | 'wildcard-ignored';

export const CAVEAT_CODES = [
  'stale',
  'degraded',
  'non-rfc-token',
  'redirect-other-origin',
  'wildcard-ignored',
] as const satisfies readonly CaveatCode[];

export interface Caveat {
  code: CaveatCode;
  /** One sentence, shown in the banner. */
  text: string;
}

/**
 * Google's reading when robots.txt redirects to another origin: Google follows up to 5 hops and
 * uses the rules found at the target (RFC 9309 §2.3.1.2), while the conservative verdict here
 * is `unreachable`. Optional on the report until the background fetches the target.
 */
export interface GoogleReading {
  verdict: 'allowed' | 'disallowed';
  /** The robots.txt Google would read (the redirect's target). */
  finalUrl: string;
  /** The rule of the target file that decided, if any. */
  rule: RuleLine | null;
}

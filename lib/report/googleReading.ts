import type { Snapshot } from '@/lib/cache';
import { GOOGLE_MAX_REDIRECTS } from '@/lib/fetch/redirectKind';
import { checkUrl } from '@/lib/robots';
import type { RobotsFile, RuleLine } from '@/lib/robots/types';

/**
 * Google's reading when robots.txt redirects to another origin: Google follows up to 5 hops and
 * uses the file found at the target (RFC 9309 §2.3.1.2; developers.google.com "How Google
 * interprets the robots.txt specification", Handling of errors and HTTP status codes), while
 * the conservative verdict here is `unreachable`.
 */
export interface GoogleReading {
  verdict: 'allowed' | 'disallowed';
  /** The robots.txt Google would read (the redirect's target). */
  finalUrl: string;
  /** The rule of the target file that decided, if any. */
  rule: RuleLine | null;
}

/**
 * Computed from the body the refused fetch already received: no second request. `parse` is the
 * caller's memoised parser (the snapshot's target text, read with the target's URL). Pure.
 */
export function googleReadingOf(
  snapshot: Snapshot,
  url: string,
  agent: string,
  parse: (text: string, robotsUrl: string) => RobotsFile,
): GoogleReading | null {
  if (snapshot.status !== 'unavailable' || snapshot.cause !== 'cross-origin-redirect') return null;
  const status = snapshot.httpStatus ?? 0;
  const finalUrl = snapshot.finalUrl;
  // Past Google's redirect limit it never reaches the target: robots.txt reads as a 404.
  if ((snapshot.redirects ?? 0) > GOOGLE_MAX_REDIRECTS) {
    return { verdict: 'allowed', finalUrl, rule: null };
  }
  if (status >= 200 && status < 300) {
    const verdict = checkUrl(parse(snapshot.text, finalUrl), url, agent);
    return {
      verdict: verdict.allowed ? 'allowed' : 'disallowed',
      finalUrl,
      rule: verdict.rule ?? null,
    };
  }
  // Google: 4xx (429 aside) at the target means no rules; 429, 5xx and the rest mean disallow.
  const allowed = status >= 400 && status < 500 && status !== 429;
  return { verdict: allowed ? 'allowed' : 'disallowed', finalUrl, rule: null };
}

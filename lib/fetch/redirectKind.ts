/**
 * Where a robots.txt fetch ended up, relative to where it started (docs/design.md "Fetch outcome →
 * rules"): within the origin, the same host upgraded to HTTPS (a redirect or the browser's own
 * HSTS / HTTPS-upgrade), or another origin. Pure.
 */
export type RedirectKind = 'none' | 'same-origin' | 'https-upgrade' | 'other-origin';

export function redirectKind(robotsUrl: string, finalUrl: string): RedirectKind {
  if (finalUrl === robotsUrl) return 'none';
  let from: URL;
  let to: URL;
  try {
    from = new URL(robotsUrl);
    to = new URL(finalUrl);
  } catch {
    return 'other-origin';
  }
  if (from.origin === to.origin) return 'same-origin';
  // Only the scheme changed: same host, and the same explicit port or both schemes' defaults.
  const upgraded =
    from.protocol === 'http:' &&
    to.protocol === 'https:' &&
    from.hostname === to.hostname &&
    from.port === to.port;
  return upgraded ? 'https-upgrade' : 'other-origin';
}

/** The note a followed HTTPS upgrade carries in the report (issue 13 item 6). */
export function httpsUpgradeNote(robotsUrl: string, finalUrl: string): string {
  return `robots.txt was fetched over HTTPS: ${robotsUrl} led to ${finalUrl} (the same host, only the scheme upgraded), and that file's rules are used.`;
}

/**
 * Google follows at most 5 redirects for robots.txt and then reads it as a 404: no rules, all
 * allowed (RFC 9309 §2.3.1.2 asks for at least 5; developers.google.com "How Google interprets
 * the robots.txt specification", Handling of errors and HTTP status codes). The browser follows
 * up to 20, so this is counted from the hops it reports.
 */
export const GOOGLE_MAX_REDIRECTS = 5;

/** The note a file reached through more redirects than Google follows carries. */
export function tooManyRedirectsNote(robotsUrl: string, redirects: number): string {
  return `${robotsUrl} was reached through ${redirects} redirects; Google follows at most ${GOOGLE_MAX_REDIRECTS} and then reads robots.txt as not found (no rules: everything allowed), while this report reads the file the redirects led to.`;
}

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

/**
 * The origin a page's robots.txt belongs to (RFC 9309 §2.3: one file per scheme, host and port).
 * Non-web pages (chrome:, about:, file:, the extension's own pages…) are "not applicable", not errors.
 */
export type OriginResult =
  | { ok: true; origin: string; robotsUrl: string }
  | { ok: false; reason: 'not-applicable'; scheme: string; message: string };

export function originOf(url: string): OriginResult {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {
      ok: false,
      reason: 'not-applicable',
      scheme: '',
      message: 'not a URL robots.txt applies to',
    };
  }
  const scheme = parsed.protocol.replace(/:$/, '');
  if (scheme !== 'http' && scheme !== 'https') {
    return {
      ok: false,
      reason: 'not-applicable',
      scheme,
      message: `robots.txt does not apply to ${scheme}: pages`,
    };
  }
  // URL#origin lower-cases the host, encodes IDNs as punycode, keeps IPv6 brackets and drops
  // the scheme's default port, so every spelling of one origin gives one cache key.
  return { ok: true, origin: parsed.origin, robotsUrl: `${parsed.origin}/robots.txt` };
}

/** Whether robots.txt can apply to a URL at all: an http(s) URL (by its scheme alone). */
export function isHttpUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

import { HOST_CLASS_WORDS, type HostClass, refusedHost } from './classifyHost';
import { cutUrl } from './cutUrl';

/**
 * Why the request guard did not send a request, as a code and its values (issue 18: the UI words
 * it, components/refusalText.ts). The English message (`refusalMessage`) is what travels: inside a
 * RefusedRequest, a snapshot's error, a page problem's detail and a sitemap file's reason, and in
 * audit records; `readRefusal` reads it back, next to where it is written (as
 * lib/sitemaps/sitemapError.ts does for sitemap reasons). Pure.
 */
export type Refusal =
  /** `url` is on a host of the user's network. */
  | { code: 'private-host'; url: string; host: HostClass }
  /** `url` redirected to `target`, a host of the user's network. */
  | { code: 'private-redirect'; url: string; target: string; host: HostClass }
  /** The guard is not active (`reason`, verbatim), so nothing is sent (fail closed). */
  | { code: 'guard-inactive'; url: string; reason: string };

/**
 * The refusal in English, as the report and audit records keep it, its URLs cut (./cutUrl.ts):
 * the whole message stays short enough to travel uncut, so it can always be read back and worded.
 */
export function refusalMessage(refusal: Refusal): string {
  const url = cutUrl(refusal.url);
  switch (refusal.code) {
    case 'private-host':
      return `${REFUSED}${url} is ${HOST_CLASS_WORDS[refusal.host]}`;
    case 'private-redirect':
      return `${REFUSED}${url} redirected to ${cutUrl(refusal.target)}, ${HOST_CLASS_WORDS[refusal.host]}`;
    case 'guard-inactive':
      return `not fetched: ${url}. Protection against requests into your network is not active (${refusal.reason}), so no request is sent`;
  }
}

const REFUSED = 'refused: ';
const CLASSES = Object.entries(HOST_CLASS_WORDS) as [HostClass, string][];

function hostClassAtEnd(text: string, separator: string): [string, HostClass] | null {
  for (const [host, words] of CLASSES) {
    const tail = `${separator}${words}`;
    if (text.endsWith(tail)) return [text.slice(0, -tail.length), host];
  }
  return null;
}

/** A refusal read back from its whole message (`refusalMessage`'s), or null for any other text. */
export function readRefusal(text: string): Refusal | null {
  const inactive =
    /^not fetched: (\S+)\. Protection against requests into your network is not active \(([\s\S]*)\), so no request is sent$/.exec(
      text,
    );
  if (inactive?.[1] && inactive[2] !== undefined) {
    return { code: 'guard-inactive', url: inactive[1], reason: inactive[2] };
  }
  if (!text.startsWith(REFUSED)) return null;
  const body = text.slice(REFUSED.length);
  const redirect = hostClassAtEnd(body, ', ');
  const hop = redirect && /^([\s\S]+) redirected to ([\s\S]+)$/.exec(redirect[0]);
  if (redirect && hop?.[1] && hop[2]) {
    return { code: 'private-redirect', url: hop[1], target: hop[2], host: redirect[1] };
  }
  const direct = hostClassAtEnd(body, ' is ');
  return direct ? { code: 'private-host', url: direct[0], host: direct[1] } : null;
}

/**
 * The `refuse` option of `exploreSitemaps` for the page whose origin is `page`: a sitemap URL
 * (or a redirect target the explorer sees) into the user's network is refused (`refusalMessage`).
 */
export function refusePrivate(page: string): (url: string) => string | null {
  return (url) => {
    const host = refusedHost(url, page);
    return host ? refusalMessage({ code: 'private-host', url, host }) : null;
  };
}

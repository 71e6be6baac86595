import { refusedHost } from './classifyHost';
import { cutUrl } from './cutUrl';
import { refusalMessage } from './refusal';

/** The browser's account of one failed request: every URL it went through, first to last. */
export interface Chain {
  urls: string[];
  /** `net::ERR_BLOCKED_BY_CLIENT`, `net::ERR_TOO_MANY_REDIRECTS`…, or null while in flight. */
  error: string | null;
}

/** Why the browser gave up, in words the report shows (docs/design.md "Limits and bad input"). */
export type ChainFailure =
  | { cause: 'refused-private'; message: string }
  | { cause: 'redirect-loop'; message: string };

/** Fetch follows at most 20 redirects (Fetch §4.4 step 8: "redirect count is 20"). */
export const MAX_REDIRECTS = 20;

/**
 * Reads a failed chain: a hop into the user's network is named with its target, a loop is named
 * as a loop. Pure: `page` is the host whose private files the user asked for (or null).
 */
export function explainChain(chain: Chain, page: string | null): ChainFailure | null {
  const [first, ...hops] = chain.urls;
  if (first === undefined) return null;
  for (const hop of hops) {
    const host = refusedHost(hop, page);
    if (host) {
      const refusal = { code: 'private-redirect', url: first, target: hop, host } as const;
      return { cause: 'refused-private', message: refusalMessage(refusal) };
    }
  }
  const seen = new Set<string>();
  for (const [i, url] of chain.urls.entries()) {
    if (seen.has(url)) {
      const loop = chain.urls
        .slice(chain.urls.indexOf(url), i + 1)
        .map(cutUrl)
        .join(' → ');
      return { cause: 'redirect-loop', message: `redirect loop: ${loop}` };
    }
    seen.add(url);
  }
  if (hops.length >= MAX_REDIRECTS) {
    return {
      cause: 'redirect-loop',
      message: `more than ${MAX_REDIRECTS} redirects: ${cutUrl(first)} → … → ${cutUrl(hops.at(-1) ?? '')}`,
    };
  }
  return null;
}

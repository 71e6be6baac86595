import { headerValues } from './directiveSources';
import { parseLinkHeader } from './linkHeader';
import type { Canonical, CanonicalCandidate, HeaderList, HeadLink } from './types';

/**
 * The canonical URL from `<link rel="canonical">` and `Link: <…>; rel="canonical"` headers
 * (Google, "How to specify a canonical URL": both methods; relative URLs are resolved against
 * the page, though absolute ones are advised). Only http(s) URLs are canonical candidates: a
 * `javascript:` or `data:` href is reported as invalid and never becomes a link.
 */

function hasRel(rel: string, wanted: string): boolean {
  return rel.toLowerCase().split(/\s+/).includes(wanted);
}

export function resolveCandidate(
  raw: string,
  source: CanonicalCandidate['source'],
  pageUrl: string,
): CanonicalCandidate {
  let url: URL;
  try {
    url = new URL(raw.trim(), pageUrl);
  } catch {
    // An unparsable href is a finding, returned as such.
    return { source, raw, url: null, invalid: 'unparsable' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { source, raw, url: null, invalid: 'not-http' };
  return { source, raw, url: url.href };
}

/** The page URL as canonicals compare to it: parsed, without its fragment. */
function comparable(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    // Not a URL at all: compared as written.
    return url;
  }
}

export function readCanonical(
  links: readonly HeadLink[],
  headers: HeaderList,
  pageUrl: string,
): Canonical {
  const candidates: CanonicalCandidate[] = [];
  for (const link of links) {
    if (hasRel(link.rel, 'canonical'))
      candidates.push(resolveCandidate(link.href, 'link', pageUrl));
  }
  for (const value of headerValues(headers, 'link')) {
    for (const link of parseLinkHeader(value)) {
      if (link.rels.includes('canonical'))
        candidates.push(resolveCandidate(link.href, 'header', pageUrl));
    }
  }
  const urls = [...new Set(candidates.flatMap((c) => (c.url ? [comparable(c.url)] : [])))];
  if (urls.length > 1) return { state: 'conflicting', url: null, candidates };
  const [url] = urls;
  if (url === undefined)
    return { state: candidates.length > 0 ? 'invalid' : 'none', url: null, candidates };
  return { state: url === comparable(pageUrl) ? 'self' : 'other', url, candidates };
}

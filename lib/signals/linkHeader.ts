/**
 * `Link` header values → `{ href, rels }` (RFC 8288 §3: `<uri-reference>` then `;`-separated
 * parameters, links separated by commas; `rel` holds space-separated relation types, quoted or
 * not, compared case-insensitively). The URI sits in angle brackets, so commas inside it are
 * not separators. Malformed links are skipped; the rest still count.
 */

export interface HeaderLink {
  href: string;
  rels: string[];
}

/** Bounded: a hostile header cannot make the reader walk more than this many links. */
const MAX_LINKS = 200;

export function parseLinkHeader(value: string): HeaderLink[] {
  const links: HeaderLink[] = [];
  let at = 0;
  while (at < value.length && links.length < MAX_LINKS) {
    const open = value.indexOf('<', at);
    if (open === -1) break;
    const close = value.indexOf('>', open + 1);
    if (close === -1) break;
    const href = value.slice(open + 1, close).trim();
    // Parameters run to the next comma outside quotes.
    let end = close + 1;
    let quoted = false;
    while (end < value.length && (quoted || value[end] !== ',')) {
      if (value[end] === '"') quoted = !quoted;
      end++;
    }
    links.push({ href, rels: relsOf(value.slice(close + 1, end)) });
    at = end + 1;
  }
  return links;
}

function relsOf(params: string): string[] {
  const match = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
  const raw = match ? (match[1] ?? match[2] ?? '') : '';
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter((r) => r !== '');
}

/**
 * Which hosts are the user's own network (docs/security.md: a hostile site must
 * not make the extension request them). Pure: reads only the host text `new URL()` produced, so
 * odd IPv4 spellings (`0x7f.1`, `2130706433`, `017700000001`) are already dotted quads and IPv6
 * is already compressed lower-case (WHATWG URL §3.5 host parsing).
 */

/** Why a host is private, in words ("a loopback address"), or null for a public host. */
export type HostClass =
  | 'loopback'
  | 'private-network'
  | 'link-local'
  | 'unique-local'
  | 'unspecified'
  | 'local-name'
  | 'single-label';

export const HOST_CLASS_WORDS: Record<HostClass, string> = {
  loopback: 'a loopback address (this computer)',
  'private-network': 'a private-network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local (private) IPv6 address',
  unspecified: 'an unspecified address (0.0.0.0 reaches this computer)',
  'local-name': 'a local network name',
  'single-label': 'a single-label (intranet) host name',
};

/** `hostname` as `URL#hostname` gives it (lower-case, IPv6 in brackets). */
export function classifyHost(hostname: string): HostClass | null {
  const host = hostname.replace(/\.$/, ''); // `localhost.` is `localhost`
  if (host.startsWith('[')) return classifyIpv6(host.slice(1, -1));
  const v4 = parseIpv4(host);
  if (v4) return classifyIpv4(v4);
  if (host === 'localhost' || /\.(localhost|local|internal)$/.test(host)) return 'local-name';
  if (host === 'local' || host === 'internal') return 'local-name';
  if (!host.includes('.')) return 'single-label';
  return null;
}

function parseIpv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function classifyIpv4([a, b]: number[]): HostClass | null {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified'; // 0/8: Linux and macOS connect 0.0.0.0 to this computer
  if (a === 10 || (a === 172 && b !== undefined && b >= 16 && b <= 31)) return 'private-network';
  if (a === 192 && b === 168) return 'private-network';
  if (a === 169 && b === 254) return 'link-local';
  return null;
}

/** Eight 16-bit groups of a valid (already parsed) IPv6 address, `::` expanded. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseIpv4(dotted[1]);
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const values = groups.map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16) : NaN));
  return values.some(Number.isNaN) ? null : values;
}

function classifyIpv6(address: string): HostClass | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback'; // ::1
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified'; // ::
  // IPv4-mapped (::ffff:a.b.c.d, RFC 4291 §2.5.5.2) and the deprecated IPv4-compatible form.
  if (zeroHead && (g5 === 0xffff || g5 === 0)) {
    return classifyIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local'; // fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  return null;
}

/**
 * Which private host one URL a check is about to request is on, or null when it may go. `page`
 * is the origin of the page being checked: a page on a private host (an intranet, a dev server)
 * may have its own site's files fetched — same host and port, either scheme, so
 * `http://intranet` → `https://intranet` stays allowed.
 */
export function refusedHost(url: string, page: string | null): HostClass | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // not a URL: the fetch itself fails and says so
  }
  const kind = classifyHost(parsed.hostname);
  if (kind === null) return null;
  if (page !== null && siteKey(parsed) === siteKey(page)) return null;
  return kind;
}

/** `refusedHost` in English words ("a loopback address (this computer)"), or null. */
export function refusalFor(url: string, page: string | null): string | null {
  const kind = refusedHost(url, page);
  return kind === null ? null : HOST_CLASS_WORDS[kind];
}

/**
 * Host and explicit port of a URL or origin (`127.0.0.1:3000`, `intranet`): the unit the
 * intranet exception allows.
 */
export function siteKey(url: URL | string): string {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return String(url);
  }
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

import { isIpv4, isIpv6 } from './pyIp';

/**
 * Python's `urllib.parse` as `robotparser` and Protego call it: `quote`, `unquote`, `urlparse` and
 * `urlunparse`, with the behaviour of CPython 3.13 (also 3.11.10+, 3.12.4+: a path starting with
 * `//` and no authority keeps its `//` when unparsed, gh-67693). Where Python raises ValueError,
 * these throw PyValueError; the readings turn that into a reported failure, never a throw.
 */

export class PyValueError extends Error {}

const encoder = new TextEncoder();
// ignoreBOM: a decoded U+FEFF stays in the text, as Python's "utf-8" codec keeps it.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** `bytes.decode('utf-8', 'replace')`: one U+FFFD per maximal invalid subpart, as WHATWG does. */
export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

const HEX = '0123456789ABCDEF';

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** `unquote_to_bytes` of an ASCII string: `%XX` (either case) becomes its byte, any other `%` stays. */
function unquoteAsciiToBytes(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && i + 2 < text.length) {
      const hi = hexValue(text.charCodeAt(i + 1));
      const lo = hexValue(text.charCodeAt(i + 2));
      if (hi !== -1 && lo !== -1) {
        out.push(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

/**
 * `urllib.parse.unquote(text)`: runs of ASCII are unquoted to bytes and decoded as UTF-8 with
 * replacement, each run on its own; other characters are kept as they are.
 */
export function pyUnquote(text: string): string {
  if (!text.includes('%')) return text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII runs, as Python's _asciire.
  return text.replace(/[\x00-\x7f]+/g, (run) =>
    run.includes('%') ? decodeUtf8(Uint8Array.from(unquoteAsciiToBytes(run))) : run,
  );
}

const ignoreSets = new Map<string, Set<string>>();

/** The `%XX` codes (upper-case hex) of the characters `protegoUnquote` must leave escaped. */
function ignoredEscapes(ignore: string): Set<string> {
  let set = ignoreSets.get(ignore);
  if (!set) {
    set = new Set(
      [...ignore].map((c) =>
        (c.codePointAt(0) as number).toString(16).toUpperCase().padStart(2, '0'),
      ),
    );
    ignoreSets.set(ignore, set);
  }
  return set;
}

/**
 * Protego's own `_unquote(url, ignore)`: `%xy` with two hex digits is decoded unless it names one
 * of `ignore` (then kept, upper-cased), the whole result decoded as UTF-8 with replacement.
 */
export function protegoUnquote(text: string, ignore: string): string {
  if (!text.includes('%')) return text;
  const ignored = ignoredEscapes(ignore);
  const parts = text.split('%');
  const bytes: number[] = [...utf8(parts[0] as string)];
  for (let k = 1; k < parts.length; k++) {
    let part = parts[k] as string;
    if (
      part.length >= 2 &&
      hexValue(part.charCodeAt(0)) !== -1 &&
      hexValue(part.charCodeAt(1)) !== -1
    ) {
      const code = part.slice(0, 2).toUpperCase();
      const leftover = part.slice(2);
      if (!ignored.has(code)) {
        bytes.push(Number.parseInt(code, 16), ...utf8(leftover));
        continue;
      }
      part = code + leftover;
    }
    bytes.push(0x25, ...utf8(part));
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

/** Per `safe` set: a test for text that quote() returns unchanged, and the byte table. */
const quoters = new Map<string, { plain: RegExp; keep: boolean[] }>();

function quoterFor(safe: string) {
  let quoter = quoters.get(safe);
  if (!quoter) {
    const keep: boolean[] = [];
    for (let b = 0; b < 128; b++) {
      const ch = String.fromCharCode(b);
      keep[b] = /[A-Za-z0-9_.~-]/.test(ch) || safe.includes(ch);
    }
    const escaped = safe.replace(/[\\\]^-]/g, '\\$&');
    quoter = { plain: new RegExp(`^[A-Za-z0-9_.~${escaped}-]*$`), keep };
    quoters.set(safe, quoter);
  }
  return quoter;
}

/** `urllib.parse.quote(text, safe)`: UTF-8 bytes, all but the always-safe and `safe` ones as %XX. */
export function pyQuote(text: string, safe: string): string {
  const { plain, keep } = quoterFor(safe);
  if (plain.test(text)) return text;
  const out: string[] = [];
  for (const byte of utf8(text)) {
    out.push(keep[byte] ? String.fromCharCode(byte) : `%${HEX[byte >> 4]}${HEX[byte & 15]}`);
  }
  return out.join('');
}

export interface PyUrl {
  scheme: string;
  netloc: string;
  path: string;
  params: string;
  query: string;
  fragment: string;
}

const SCHEME_CHARS = /^[A-Za-z][A-Za-z0-9+.-]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: Python's _WHATWG_C0_CONTROL_OR_SPACE.
const LEADING_C0 = /^[\x00-\x20]+/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: what urlsplit strips or removes.
const NEEDS_CLEANING = /^[\x00-\x20]|[\t\r\n]/;
/** Schemes whose URLs take `;params` (Python's `uses_params`). */
const USES_PARAMS = new Set([
  '',
  'ftp',
  'hdl',
  'prospero',
  'http',
  'imap',
  'https',
  'shttp',
  'rtsp',
  'rtspu',
  'sip',
  'sips',
  'mms',
  'sftp',
  'tel',
]);

function checkBracketedHost(host: string): void {
  if (host.startsWith('v')) {
    if (!/^v[a-fA-F0-9]+\..+$/s.test(host)) throw new PyValueError('IPvFuture address is invalid');
    return;
  }
  if (isIpv4(host)) throw new PyValueError('An IPv4 address cannot be in brackets');
  if (!isIpv6(host))
    throw new PyValueError(`'${host}' does not appear to be an IPv4 or IPv6 address`);
}

function checkNetloc(netloc: string): void {
  if (
    (netloc.includes('[') && !netloc.includes(']')) ||
    (netloc.includes(']') && !netloc.includes('['))
  ) {
    throw new PyValueError('Invalid IPv6 URL');
  }
  if (netloc.includes('[') && netloc.includes(']')) {
    const hostAndPort = netloc.slice(netloc.lastIndexOf('@') + 1);
    const open = hostAndPort.indexOf('[');
    let host: string;
    if (open !== -1) {
      if (open > 0) throw new PyValueError('Invalid IPv6 URL');
      const bracketed = hostAndPort.slice(open + 1);
      const close = bracketed.indexOf(']');
      host = close === -1 ? bracketed : bracketed.slice(0, close);
      const port = close === -1 ? '' : bracketed.slice(close + 1);
      if (port && !port.startsWith(':')) throw new PyValueError('Invalid IPv6 URL');
    } else {
      const colon = hostAndPort.indexOf(':');
      host = colon === -1 ? hostAndPort : hostAndPort.slice(0, colon);
    }
    checkBracketedHost(host);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: isascii().
  if (netloc === '' || /^[\x00-\x7f]*$/.test(netloc)) return;
  // Characters such as U+2100 that expand to "a/c" under NFKC are refused (CVE-2019-9636).
  const bare = netloc.replace(/[@:#?]/g, '');
  const normal = bare.normalize('NFKC');
  if (bare !== normal && /[/?#@:]/.test(normal)) {
    throw new PyValueError(
      `netloc '${netloc}' contains invalid characters under NFKC normalization`,
    );
  }
}

/** `urllib.parse.urlparse(url)` (allow_fragments, no default scheme). */
export function pyUrlparse(input: string): PyUrl {
  let url = NEEDS_CLEANING.test(input)
    ? input.replace(LEADING_C0, '').replace(/[\t\r\n]/g, '')
    : input;
  let scheme = '';
  let netloc = '';
  let query = '';
  let fragment = '';
  const colon = url.indexOf(':');
  if (colon > 0 && SCHEME_CHARS.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    url = url.slice(colon + 1);
  }
  if (url.startsWith('//')) {
    let end = url.length;
    for (const c of '/?#') {
      const at = url.indexOf(c, 2);
      if (at >= 0) end = Math.min(end, at);
    }
    netloc = url.slice(2, end);
    url = url.slice(end);
    checkNetloc(netloc);
  }
  const hash = url.indexOf('#');
  if (hash !== -1) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  const question = url.indexOf('?');
  if (question !== -1) {
    query = url.slice(question + 1);
    url = url.slice(0, question);
  }
  let params = '';
  if (USES_PARAMS.has(scheme) && url.includes(';')) {
    const slash = url.lastIndexOf('/');
    const semi = url.indexOf(';', slash === -1 ? 0 : slash);
    if (semi !== -1) {
      params = url.slice(semi + 1);
      url = url.slice(0, semi);
    }
  }
  return { scheme, netloc, path: url, params, query, fragment };
}

/** Schemes whose URLs take `//netloc` (Python's `uses_netloc`). */
const USES_NETLOC = new Set([
  '',
  'ftp',
  'http',
  'gopher',
  'nntp',
  'telnet',
  'imap',
  'wais',
  'file',
  'mms',
  'https',
  'shttp',
  'snews',
  'prospero',
  'rtsp',
  'rtsps',
  'rtspu',
  'rsync',
  'svn',
  'svn+ssh',
  'sftp',
  'nfs',
  'git',
  'git+ssh',
  'ws',
  'wss',
  'itms-services',
]);

/** `urllib.parse.urlunparse(parts)` as in CPython 3.13. */
export function pyUrlunparse(parts: PyUrl): string {
  const { scheme, netloc, query, fragment } = parts;
  let url = parts.params ? `${parts.path};${parts.params}` : parts.path;
  if (netloc) {
    if (url && !url.startsWith('/')) url = `/${url}`;
    url = `//${netloc}${url}`;
  } else if (url.startsWith('//')) {
    url = `//${url}`;
  } else if (scheme && USES_NETLOC.has(scheme) && (!url || url.startsWith('/'))) {
    url = `//${url}`;
  }
  if (scheme) url = `${scheme}:${url}`;
  if (query) url = `${url}?${query}`;
  if (fragment) url = `${url}#${fragment}`;
  return url;
}

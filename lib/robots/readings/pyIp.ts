/**
 * Python's `ipaddress.ip_address` acceptance, which `urllib.parse` uses to check a bracketed host
 * (`[::1]`): IPv4 as four decimal octets without leading zeros, IPv6 with `::`, an embedded IPv4
 * tail and an optional `%scope`.
 */

const ASCII_DIGITS = /^[0-9]{1,3}$/;
const HEXTET = /^[0-9A-Fa-f]{1,4}$/;

export function isIpv4(text: string): boolean {
  const octets = text.split('.');
  if (octets.length !== 4) return false;
  return octets.every(
    (o) => ASCII_DIGITS.test(o) && !(o.length > 1 && o.startsWith('0')) && Number(o) <= 255,
  );
}

export function isIpv6(text: string): boolean {
  const percent = text.indexOf('%');
  let address = text;
  if (percent !== -1) {
    const scope = text.slice(percent + 1);
    if (scope === '' || scope.includes('%')) return false;
    address = text.slice(0, percent);
  }
  const parts = address.split(':');
  if (parts.length < 3) return false;
  const last = parts[parts.length - 1] as string;
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    parts.splice(parts.length - 1, 1, '0', '0');
  }
  if (parts.length > 9) return false;
  let skip = -1;
  for (let i = 1; i < parts.length - 1; i++) {
    if (parts[i] === '') {
      if (skip !== -1) return false;
      skip = i;
    }
  }
  let hextets: string[];
  if (skip !== -1) {
    let high = skip;
    let low = parts.length - skip - 1;
    if (parts[0] === '') {
      high -= 1;
      if (high) return false;
    }
    if (parts[parts.length - 1] === '') {
      low -= 1;
      if (low) return false;
    }
    if (8 - (high + low) < 1) return false;
    hextets = [...parts.slice(0, high), ...parts.slice(parts.length - low)];
  } else {
    if (parts.length !== 8 || parts[0] === '' || parts[7] === '') return false;
    hextets = parts;
  }
  return hextets.every((h) => HEXTET.test(h));
}

const ENTITY = /&(?:(lt|gt|amp|apos|quot)|#x([0-9a-fA-F]{1,6})|#([0-9]{1,7}));/g;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
/** An `&` that starts no entity or character reference (`&amp;` etc. are fine). */
const BARE_AMPERSAND = /&(?![a-zA-Z_][\w.-]*;|#[0-9]+;|#x[0-9a-fA-F]+;)/;

/** XML 1.0 §4.6 predefined entities and §4.1 character references; anything else stays as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name?: string, hex?: string, dec?: string) => {
    if (name) return PREDEFINED[name] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** XML 1.0 §2.4: `&` in character data must start a reference (sitemaps.org "Entity escaping"). */
export function hasBareAmpersand(text: string): boolean {
  return text.includes('&') && BARE_AMPERSAND.test(text);
}

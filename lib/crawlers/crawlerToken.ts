import { PRESETS_FILE } from './presets';

/**
 * A crawler named by a full User-Agent string is reduced to its token (docs/design.md "Crawlers and
 * tokens"): `Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)` → `GPTBot` (a known
 * crawler's token inside a browser-style string wins over `Mozilla`), `MyCrawler/1.0` →
 * `MyCrawler`. Digits are kept (`MJ12bot`), so the engine can say what RFC-strict parsers do.
 * The engine's `productToken` keeps its plain rule; this is the crawler layer's reading.
 */

const NAME_RUN = /^[A-Za-z0-9_-]+/;
/** Leading names of browser-style strings, which name no crawler. */
const BROWSER_LEADS = new Set(['mozilla', 'opera']);
const COMPATIBLE = /\bcompatible;\s*([A-Za-z0-9_-]+)/i;

let knownPattern: RegExp | null = null;
let spelling: Map<string, string> | null = null;

function known(): { pattern: RegExp; spelling: Map<string, string> } {
  if (!knownPattern || !spelling) {
    const tokens = PRESETS_FILE.presets
      .filter((p) => !p.tokenOnly && /^[A-Za-z0-9_-]+$/.test(p.token))
      .map((p) => p.token)
      .sort((a, b) => b.length - a.length);
    spelling = new Map(tokens.map((t) => [t.toLowerCase(), t]));
    const alternatives = tokens.map((t) => t.replace(/[-]/g, '\\-')).join('|');
    knownPattern = new RegExp(`(?<![A-Za-z0-9_-])(?:${alternatives})(?![A-Za-z0-9_-])`, 'gi');
  }
  return { pattern: knownPattern, spelling };
}

/** The longest known crawler token inside `text`, as the preset spells it. */
function knownTokenIn(text: string): string | null {
  const { pattern, spelling: names } = known();
  let best: string | null = null;
  for (const m of text.matchAll(pattern)) {
    if (!best || m[0].length > best.length) best = m[0];
  }
  return best ? (names.get(best.toLowerCase()) ?? best) : null;
}

/** The crawler token a name or full User-Agent string stands for; '' when it names none. */
export function crawlerToken(input: string): string {
  const text = String(input ?? '').trim();
  if (text === '*') return '*';
  const lead = NAME_RUN.exec(text)?.[0] ?? '';
  const { spelling: names } = known();
  if (lead && !BROWSER_LEADS.has(lead.toLowerCase())) return names.get(lead.toLowerCase()) ?? lead;
  const inside = knownTokenIn(text);
  if (inside) return inside;
  return COMPATIBLE.exec(text)?.[1] ?? lead;
}

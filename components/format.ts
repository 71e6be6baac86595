import type { RuleLine } from '@/lib/robots/types';

/** Pure text helpers shared by the popup components (no DOM, no browser APIs). */

/** `Disallow: /private`, as the line reads in robots.txt. */
export function ruleText(rule: RuleLine): string {
  return `${rule.directive === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`;
}

/** Only http(s) URLs ever become links (docs/design.md "Security and privacy"). */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `1 s`, `2.5 s`, `1 min 30 s`, `2 h`, `3 days`; never `1e+23 s`. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  if (seconds < 3600) {
    const m = Math.floor(seconds / 60);
    const s = Math.round(seconds - m * 60);
    return s ? `${m} min ${s} s` : `${m} min`;
  }
  if (seconds < 86_400) {
    const h = Math.floor(seconds / 3600);
    const m = Math.round((seconds - h * 3600) / 60);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  if (seconds < 365 * 86_400) return `${Math.round(seconds / 86_400)} days`;
  return 'more than a year';
}

/** `just now`, `5 min ago`, `3 h ago`, `2 days ago`. */
export function formatAge(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} days ago`;
}

/** Crawlers address `*` as "any crawler not named"; say so instead of printing a star. */
export function agentName(token: string): string {
  return token === '*' ? 'Any other crawler (*)' : token;
}

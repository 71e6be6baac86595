/**
 * declarativeNetRequest session rules that keep this extension's own requests out of the user's
 * network (docs/security.md). Chrome applies them to every request and every
 * redirect hop, which `fetch(…, { redirect: 'manual' })` cannot do (Fetch §4.4: an opaque
 * redirect hides `Location`). The patterns match the URL as Chrome canonicalises it: dotted-quad
 * IPv4, compressed lower-case IPv6 in brackets, lower-case host.
 */

/** The part of `chrome.declarativeNetRequest.Rule` these rules use. */
export interface NetRule {
  id: number;
  priority: number;
  action: { type: 'block' | 'allow' };
  condition: {
    regexFilter?: string;
    requestDomains?: string[];
    initiatorDomains?: string[];
    tabIds?: number[];
  };
}

const SCHEME = '^[a-z][a-z0-9+.-]*://';
const PORT_PATH = '(?::[0-9]+)?/';

/** Block patterns, one per rule (each RE2 program must stay under Chrome's 2 KB memory limit). */
export const PRIVATE_PATTERNS: readonly string[] = [
  // 127/8 loopback, 10/8 private, 0/8 (reaches this computer)
  `${SCHEME}(?:127|10|0)(?:\\.[0-9]{1,3}){3}${PORT_PATH}`,
  // 192.168/16, 169.254/16 link-local, 172.16/12
  `${SCHEME}(?:192\\.168|169\\.254|172\\.(?:1[6-9]|2[0-9]|3[01]))(?:\\.[0-9]{1,3}){2}${PORT_PATH}`,
  // IPv6 ::1, ::, ::ffff:… (IPv4-mapped), fc00::/7, fe80::/10
  `${SCHEME}\\[(?:::|f[cd][0-9a-f]{2}:|fe[89ab][0-9a-f]:)`,
  // single-label names (intranet, router, localhost)
  `${SCHEME}[^/.:\\[@]+\\.?${PORT_PATH}`,
];

/** Names that only the local network resolves; `requestDomains` also matches their subdomains. */
export const LOCAL_DOMAINS: readonly string[] = ['localhost', 'local', 'internal'];

export const BLOCK_RULE_FIRST_ID = 1;
export const ALLOW_RULE_FIRST_ID = 100;
/** Private page hosts allowed at once (the intranet exception); the oldest is dropped first. */
export const MAX_ALLOWED_HOSTS = 20;

/** Only this extension's requests outside any tab: a web page's own requests are never touched. */
function ownRequests(extensionId: string): NetRule['condition'] {
  return { tabIds: [-1], initiatorDomains: [extensionId] };
}

export function blockRules(extensionId: string): NetRule[] {
  const scope = ownRequests(extensionId);
  const byPattern = PRIVATE_PATTERNS.map((regexFilter, i) => ({
    id: BLOCK_RULE_FIRST_ID + i,
    priority: 1,
    action: { type: 'block' as const },
    condition: { ...scope, regexFilter },
  }));
  return [
    ...byPattern,
    {
      id: BLOCK_RULE_FIRST_ID + byPattern.length,
      priority: 1,
      action: { type: 'block' },
      condition: { ...scope, requestDomains: [...LOCAL_DOMAINS] },
    },
  ];
}

/**
 * The intranet exception: a higher-priority allow rule per private page site (`siteKey`: host
 * and explicit port; no port means the schemes' default ports only).
 */
export function allowRules(extensionId: string, sites: readonly string[]): NetRule[] {
  return sites.slice(-MAX_ALLOWED_HOSTS).map((site, i) => ({
    id: ALLOW_RULE_FIRST_ID + i,
    priority: 2,
    action: { type: 'allow' },
    condition: {
      ...ownRequests(extensionId),
      regexFilter: `^https?://${escapeRegex(site)}/`,
    },
  }));
}

export const ALL_ALLOW_RULE_IDS = Array.from(
  { length: MAX_ALLOWED_HOSTS },
  (_, i) => ALLOW_RULE_FIRST_ID + i,
);

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

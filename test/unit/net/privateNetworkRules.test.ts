import { describe, expect, it } from 'vitest';
import { classifyHost } from '@/lib/net/classifyHost';
import {
  allowRules,
  blockRules,
  LOCAL_DOMAINS,
  MAX_ALLOWED_HOSTS,
  type NetRule,
} from '@/lib/net/privateNetworkRules';

/**
 * How Chrome matches these rules (developer.chrome.com declarativeNetRequest: `regexFilter` is
 * RE2 against the canonical URL, case-insensitive by default; `requestDomains` matches the
 * domain and its subdomains). JavaScript's RegExp reads this subset of RE2 the same way.
 */
function matches(rule: NetRule, url: string): boolean {
  const host = new URL(url).hostname;
  const { regexFilter, requestDomains } = rule.condition;
  if (regexFilter) return new RegExp(regexFilter, 'i').test(new URL(url).href);
  return (requestDomains ?? []).some((d) => host === d || host.endsWith(`.${d}`));
}
const blocked = (url: string) => blockRules('abc').some((r) => matches(r, url));

const PRIVATE = [
  'http://127.0.0.1:8080/admin?delete=1',
  'http://0x7f.1/',
  'http://2130706433/x',
  'https://10.1.2.3/',
  'http://172.16.0.1/',
  'http://172.31.0.1:81/',
  'http://192.168.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0.0.0.0:9/',
  'http://[::1]:8080/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:192.168.0.1]/',
  'http://[fc00::1]/',
  'http://[fd12:3456::1]/',
  'http://[fe80::1]/',
  'http://localhost:3000/',
  'http://localhost./',
  'http://admin.localhost/',
  'http://printer.local/',
  'http://metadata.google.internal/computeMetadata/',
  'http://intranet/',
  'http://router:8080/',
];
const PUBLIC = [
  'https://example.com/robots.txt',
  'http://8.8.8.8/',
  'http://172.32.0.1/',
  'http://192.169.1.1/',
  'http://127.example.com/',
  'http://10.example/',
  'http://[2001:db8::1]/',
  'http://localhost.example.com/',
];

describe('block rules (docs/security.md)', () => {
  it.each(PRIVATE)('blocks %s', (url) => {
    expect(classifyHost(new URL(url).hostname)).not.toBeNull(); // the classifier agrees
    expect(blocked(url)).toBe(true);
  });

  it.each(PUBLIC)('lets %s through', (url) => {
    expect(blocked(url)).toBe(false);
  });

  it('blocks every ::-prefixed IPv6 literal (mapped public ones too: no crawler file lives there)', () => {
    expect(blocked('http://[::ffff:8.8.8.8]/')).toBe(true);
  });

  it("applies only to this extension's own requests outside tabs", () => {
    for (const rule of blockRules('abc')) {
      expect(rule.condition).toMatchObject({ tabIds: [-1], initiatorDomains: ['abc'] });
      expect(rule.action.type).toBe('block');
    }
    expect(blockRules('abc').at(-1)?.condition.requestDomains).toEqual(LOCAL_DOMAINS);
  });
});

describe('allow rules (the intranet exception)', () => {
  const [rule] = allowRules('abc', ['127.0.0.1:3000']);

  it('outrank the block rules and allow only that host and port, either scheme', () => {
    expect(rule?.priority).toBeGreaterThan(blockRules('abc')[0]?.priority ?? 0);
    if (!rule) throw new Error('no rule');
    expect(matches(rule, 'http://127.0.0.1:3000/robots.txt')).toBe(true);
    expect(matches(rule, 'https://127.0.0.1:3000/robots.txt')).toBe(true);
    expect(matches(rule, 'http://127.0.0.1:8080/admin')).toBe(false);
    expect(matches(rule, 'http://127.0.0.1/')).toBe(false);
    expect(matches(rule, 'http://127.0.0.10:3000/')).toBe(false);
  });

  it('without a port, allow the default ports only', () => {
    const [intranet] = allowRules('abc', ['intranet']);
    if (!intranet) throw new Error('no rule');
    expect(matches(intranet, 'http://intranet/robots.txt')).toBe(true);
    expect(matches(intranet, 'https://intranet/robots.txt')).toBe(true);
    expect(matches(intranet, 'http://intranet:8080/')).toBe(false);
    expect(matches(intranet, 'http://intranet.evil.example/')).toBe(false);
  });

  it('keep the most recent sites, with ids that never collide with the block rules', () => {
    const sites = Array.from({ length: MAX_ALLOWED_HOSTS + 5 }, (_, i) => `host${i}`);
    const rules = allowRules('abc', sites);
    expect(rules).toHaveLength(MAX_ALLOWED_HOSTS);
    expect(rules[0]?.condition.regexFilter).toContain('host5');
    const blockIds = new Set(blockRules('abc').map((r) => r.id));
    expect(rules.some((r) => blockIds.has(r.id))).toBe(false);
  });
});

import { i18n } from '#i18n';
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

/** Crawlers address `*` as "any crawler not named"; say so instead of printing a star. */
export function agentName(token: string): string {
  return token === '*' ? i18n.t('common.anyOtherCrawler') : token;
}

/** "the group for Googlebot" / "the `*` group". */
export const groupWords = (group: 'agent' | 'wildcard', agent: string) =>
  group === 'agent' ? i18n.t('report.group.agent', [agent]) : i18n.t('report.group.wildcard');

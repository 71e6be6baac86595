import { i18n } from '#i18n';
import type { DelayInfo, Report } from '@/lib/report';
import type { Warning } from '@/lib/robots/types';
import { agentName, groupWords } from './format';
import { formatNumber, formatSeconds } from './intlCore';
import { invisibleCharName } from './invisibleName';
import { codeKey, tKey } from './translate';

/**
 * The report's sentences in the browser's language (issue 18). lib/report gives codes and
 * values (`why`, warning `params`, `others[].code`); directive names, rules and URLs stay verbatim.
 */

/** "Googlebot may crawl this page." */
export function headlineText(report: Pick<Report, 'verdict' | 'agent'>): string {
  const who = report.agent === '*' ? i18n.t('report.anyCrawler') : report.agent;
  switch (report.verdict) {
    case 'allowed':
      return i18n.t('report.headline.allowed', [who]);
    case 'disallowed':
      return i18n.t('report.headline.disallowed', [who]);
    case 'not-applicable':
      return i18n.t('report.headline.notApplicable');
    default:
      return i18n.t('report.headline.notNow', [who]);
  }
}

/** Fetch-level variants (no params): the file as downloaded, before the engine read it. */
const FETCH_VARIANT = new Set(['size-truncated', 'binary-body']);

/** Codes whose `token` param may be empty: a User-agent that names no crawler. */
const NO_TOKEN_VARIANT = new Set(['invalid-user-agent', 'user-agent-wildcard']);

/** One robots.txt warning, worded from its code and values. */
export function warningText(w: Pick<Warning, 'code' | 'params' | 'message'>): string {
  const params = w.params ?? {};
  let key = `warning.${codeKey(w.code)}`;
  if (!w.params && FETCH_VARIANT.has(w.code)) key += 'Fetch';
  if (w.code === 'unknown-directive' && params.suggestion) key += 'Suggest';
  if (NO_TOKEN_VARIANT.has(w.code) && params.token === '') key += 'None';
  const shown = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v) : v]),
  );
  if (w.code === 'invisible-character') shown.name = invisibleCharName(String(params.char));
  return tKey(key, shown) || w.message;
}

/** A warning code's short title (`rule-never-matches` → "Rule never matches"). */
export function warningTitle(code: string): string {
  return tKey(`warning.title.${codeKey(code)}`) || code;
}

/** How another crawler reads the same outcome. */
export function otherText(o: Report['others'][number]): string {
  return tKey(`report.other.${codeKey(o.code)}`, [o.value ?? '']);
}

/** Why this Crawl-delay applies, from its values. */
export function delayReasonText(delay: DelayInfo, agent: string): string {
  const floor = formatSeconds(delay.floor);
  if (delay.raw === null) return i18n.t('report.delay.none', [agentName(agent), floor]);
  if (delay.declared === null) {
    if (delay.line === null) return i18n.t('report.delay.malformed', [delay.raw, floor]);
    const where = groupWords(delay.source === 'agent' ? 'agent' : 'wildcard', agent);
    const line = String(delay.line);
    // lib/robots/crawlDelay.ts tells a negative value from one that is not a number.
    return /^\s*-\s*(?:\d|\.\d)/.test(delay.raw)
      ? i18n.t('report.delay.negativeAt', [delay.raw, line, where, floor])
      : i18n.t('report.delay.malformedAt', [delay.raw, line, where, floor]);
  }
  const declared = formatSeconds(delay.declared);
  if (delay.declared > delay.ceiling) {
    return i18n.t('report.delay.clamped', [declared, formatSeconds(delay.ceiling)]);
  }
  if (delay.declared <= 0) return i18n.t('report.delay.notPositive', [declared, floor]);
  if (delay.declared < delay.floor) return i18n.t('report.delay.belowFloor', [declared, floor]);
  return i18n.t('report.delay.applied', [formatSeconds(delay.seconds)]);
}

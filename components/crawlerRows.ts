import { i18n } from '#i18n';
import { findPreset } from '@/lib/crawlers';
import type { CrawlerRow, Report } from '@/lib/report';
import { formatNumber } from './intlCore';

/** The purposes the "who may crawl" table groups by, in this order. */
export const PURPOSES = ['Search', 'AI training', 'AI search and assistants', 'Other'] as const;
export type Purpose = (typeof PURPOSES)[number];

export function purposeOf(token: string): Purpose {
  const purpose = findPreset(token)?.purpose ?? '';
  if (/training/i.test(purpose)) return 'AI training';
  if (/^AI/.test(purpose)) return 'AI search and assistants';
  if (/^Search/.test(purpose)) return 'Search';
  return 'Other';
}

/**
 * The table's rows: the report's preset rows, plus the chosen crawler when it is not a preset
 * (a custom token), built from the verdict itself (issue 14: the chosen crawler is always a row).
 */
export function crawlerRows(report: Report): CrawlerRow[] {
  const rows = report.crawlers;
  if (report.verdict !== 'allowed' && report.verdict !== 'disallowed') return rows;
  const chosen = report.agent.toLowerCase();
  if (rows.some((r) => r.token.toLowerCase() === chosen)) return rows;
  return [...rows, { token: report.agent, verdict: report.verdict, rule: report.rule }];
}

/** Rows grouped by purpose, groups in PURPOSES order, empty groups left out. */
export function groupByPurpose(rows: CrawlerRow[]): { purpose: Purpose; rows: CrawlerRow[] }[] {
  return PURPOSES.map((purpose) => ({
    purpose,
    rows: rows.filter((r) => purposeOf(r.token) === purpose),
  })).filter((g) => g.rows.length > 0);
}

/** "3 of 19 crawlers blocked: GPTBot, CCBot, Bytespider", or that none is. */
export function blockedSummary(rows: CrawlerRow[]): string {
  const blocked = rows.filter((r) => r.verdict === 'disallowed').map((r) => r.token);
  const total = formatNumber(rows.length);
  if (blocked.length === 0) return i18n.t('popup.crawlers.noneBlocked', [total]);
  if (blocked.length === rows.length) return i18n.t('popup.crawlers.allBlocked', [total]);
  const sep = i18n.t('popup.matched.listSep');
  const names =
    blocked.length > 6
      ? i18n.t('popup.crawlers.andMore', [
          blocked.slice(0, 5).join(sep),
          formatNumber(blocked.length - 5),
        ])
      : blocked.join(sep);
  return i18n.t('popup.crawlers.blocked', [formatNumber(blocked.length), total, names]);
}

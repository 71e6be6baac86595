import { i18n } from '#i18n';
import type { FetchFailure, ReportWhy } from '@/lib/report';
import { agentName, groupWords } from './format';
import { codeKey, tKey } from './translate';

/**
 * Why the verdict is what it is, in the browser's language: the banner's reason when no rule
 * decided. Apart from components/reportText.ts (the other report sentences) so the banner's path
 * carries only these (issue 14: ≤ 15 KB gzip before the verdict).
 */

/**
 * Why the verdict is what it is. `failure` words why the last refresh of an expired copy failed
 * and what the request guard refused (components/fetchErrorText.ts, in the popup's later chunk);
 * without it the reason says the copy expired or names the cause alone, and the banner words the
 * failure once the later chunk is in.
 */
export function whyText(
  why: ReportWhy,
  agent: string,
  failure?: (f: FetchFailure) => string,
): string {
  switch (why.kind) {
    case 'not-web':
      return i18n.t('report.why.notWeb', [why.scheme ? `${why.scheme}:` : '']);
    case 'absent':
      return i18n.t('report.why.absent', [String(why.httpStatus ?? '')]);
    case 'robots-txt':
      return i18n.t('report.why.robotsTxt');
    case 'no-group':
      return i18n.t('report.why.noGroup', [agentName(agent)]);
    case 'no-rule':
      return i18n.t('report.why.noRule', [groupWords(why.group, agent), why.path]);
    case 'rule': {
      const name = why.directive === 'allow' ? 'Allow' : 'Disallow';
      const rule = `${name}: ${why.pattern}`;
      const group = groupWords(why.group, agent);
      const verdict =
        why.directive === 'allow' ? i18n.t('report.allowed') : i18n.t('report.disallowed');
      return why.derived
        ? i18n.t('report.why.ruleDerived', [
            rule,
            why.line,
            `${name}: ${why.derived}`,
            group,
            why.path,
            verdict,
          ])
        : i18n.t('report.why.rule', [rule, why.line, group, why.path, verdict]);
    }
    case 'empty-file':
      return i18n.t('report.why.emptyFile');
    case 'no-match':
      return i18n.t('report.why.noMatch');
    case 'unreachable': {
      const http =
        why.cause && ['rate-limited', 'server-error', 'unexpected-status'].includes(why.cause);
      const what =
        http && why.httpStatus !== null
          ? i18n.t('report.why.answered', [why.httpStatus])
          : i18n.t('report.why.unusable', [
              failure && why.cause === 'refused-private'
                ? failure(why as FetchFailure)
                : causeText(why.cause, why.error),
            ]);
      return i18n.t('report.why.unreachable', [what]);
    }
    case 'expired':
      return why.lastError && failure
        ? i18n.t('report.why.expiredFailed', [
            failure(why.last ?? { cause: null, httpStatus: null, error: why.lastError }),
          ])
        : i18n.t('report.why.expired');
  }
}

/** A fetch failure's cause in words (`timeout`, `server error`); the raw error when no cause. */
export function causeText(cause: string | null, error: string | null): string {
  return cause ? tKey(`cause.${codeKey(cause)}`) : (error ?? i18n.t('report.noAnswer'));
}

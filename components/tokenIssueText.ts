import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import type { TokenIssue } from '@/lib/crawlers';

/** Why a typed crawler name cannot be checked, in the browser's language. */
export function tokenIssueText(issue: TokenIssue): string {
  if (issue.kind === 'empty') return i18n.t('token.empty');
  if (issue.kind === 'too-long') {
    return i18n.t('token.tooLong', [formatNumber(issue.max), formatNumber(issue.length)]);
  }
  const hint = issue.suggestion
    ? i18n.t('token.didYouMean', [issue.suggestion])
    : i18n.t('token.example');
  return i18n.t('token.invalid', [issue.token, hint]);
}

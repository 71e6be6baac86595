import { i18n } from '#i18n';
import { formatNumber } from '@/components/intlCore';
import { MAX_TOKEN_LENGTH } from '@/lib/crawlers';
import { MAX_DELAY_SECONDS, type SettingsIssue } from '@/lib/settings';

/** One settings problem in the browser's language (lib/settings.ts gives its code and value). */
export function settingsIssueText(issue: SettingsIssue): string {
  const value = issue.value ?? '';
  switch (issue.code) {
    case 'not-object':
      return i18n.t('options.issue.notObject');
    case 'default-agent-token':
      return i18n.t('options.issue.defaultAgentToken', [value]);
    case 'custom-agents-list':
      return i18n.t('options.issue.customAgentsList');
    case 'custom-agent-token':
      return i18n.t('options.issue.customAgentToken', [value]);
    case 'custom-agent-too-long':
      return i18n.t('options.issue.customAgentTooLong', [value, formatNumber(MAX_TOKEN_LENGTH)]);
    case 'window-too-long':
      return issue.field === 'freshMs'
        ? i18n.t('options.issue.freshTooLong')
        : issue.field === 'staleMs'
          ? i18n.t('options.issue.staleTooLong')
          : i18n.t('options.issue.expireTooLong');
    case 'delay-too-long':
      return issue.field === 'delayFloor'
        ? i18n.t('options.issue.floorTooLong', [formatNumber(MAX_DELAY_SECONDS)])
        : i18n.t('options.issue.ceilingTooLong', [formatNumber(MAX_DELAY_SECONDS)]);
    case 'window-positive':
      return issue.field === 'freshMs'
        ? i18n.t('options.issue.freshPositive')
        : issue.field === 'staleMs'
          ? i18n.t('options.issue.stalePositive')
          : i18n.t('options.issue.expirePositive');
    case 'fresh-before-stale':
      return i18n.t('options.issue.freshBeforeStale');
    case 'stale-before-expiry':
      return i18n.t('options.issue.staleBeforeExpiry');
    case 'floor-positive':
      return i18n.t('options.issue.floorPositive');
    case 'ceiling-positive':
      return i18n.t('options.issue.ceilingPositive');
    case 'floor-above-ceiling':
      return i18n.t('options.issue.floorAboveCeiling');
    case 'cross-origin-policy':
      return i18n.t('options.issue.crossOriginPolicy');
    case 'auto-check-boolean':
      return i18n.t('options.issue.autoCheckBoolean');
    case 'revalidate-boolean':
      return i18n.t('options.issue.revalidateBoolean');
    case 'badge-indexing-boolean':
      return i18n.t('options.issue.badgeIndexingBoolean');
    case 'unknown-settings':
      return i18n.t('options.issue.unknownSettings', [value]);
  }
}

import { i18n } from '#i18n';
import type { SettingsIssue } from '@/lib/settings';

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
    case 'unknown-settings':
      return i18n.t('options.issue.unknownSettings', [value]);
  }
}

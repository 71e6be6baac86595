import { i18n } from '#i18n';
import type { VerdictKind } from '@/lib/report';

/** How a verdict looks on the toolbar: distinct colour, short text, and a state icon. */
export interface BadgeLook {
  text: string;
  color: string;
  icon: 'allowed' | 'disallowed' | 'unknown';
  title: string;
}

/**
 * Every look a badge can take: the verdicts, a check under way, a check that failed for a
 * reason of our own (no verdict is claimed), and automatic checking turned off. With the
 * opt-in indexing state (setting `badgeIndexing`): an allowed page that says noindex, and a
 * disallowed one whose noindex the crawler never sees.
 */
export type BadgeState = VerdictKind | 'loading' | 'error' | 'off' | 'noindex' | 'noindex-conflict';

const GREY = '#6b7280';

const LOOKS: Record<BadgeState, Omit<BadgeLook, 'title'>> = {
  allowed: { text: 'OK', color: '#15803d', icon: 'allowed' },
  disallowed: { text: 'NO', color: '#b91c1c', icon: 'disallowed' },
  unreachable: { text: '!', color: '#b45309', icon: 'unknown' },
  expired: { text: 'EXP', color: '#b45309', icon: 'unknown' },
  'not-applicable': { text: '', color: GREY, icon: 'unknown' },
  loading: { text: '…', color: GREY, icon: 'unknown' },
  error: { text: '?', color: GREY, icon: 'unknown' },
  off: { text: '', color: GREY, icon: 'unknown' },
  // The crawl verdict's icon stays; text and colour tell the indexing state apart.
  noindex: { text: 'NOIX', color: '#6d28d9', icon: 'allowed' },
  'noindex-conflict': { text: 'NO!', color: '#9d174d', icon: 'disallowed' },
};

/** The toolbar title, in the browser's language (locales/*.yml `badge.*`); `detail`: where noindex was written. */
const TITLES: Record<BadgeState, (agent: string, detail: string) => string> = {
  allowed: (a) => i18n.t('badge.allowed', [a]),
  disallowed: (a) => i18n.t('badge.disallowed', [a]),
  unreachable: () => i18n.t('badge.unreachable'),
  expired: () => i18n.t('badge.expired'),
  'not-applicable': () => i18n.t('badge.notApplicable'),
  loading: (a) => i18n.t('badge.loading', [a]),
  error: () => i18n.t('badge.error'),
  off: () => i18n.t('badge.off'),
  noindex: (a, d) => i18n.t('badge.noindex', [a, d]),
  'noindex-conflict': (a, d) => i18n.t('badge.noindexConflict', [a, d]),
};

export function badgeLook(state: BadgeState, agent: string, detail = ''): BadgeLook {
  return { ...LOOKS[state], title: TITLES[state](agent, detail) };
}

export function iconPaths(icon: BadgeLook['icon']): Record<string, string> {
  return Object.fromEntries([16, 32, 48].map((s) => [String(s), `/icon/${s}-${icon}.png`]));
}

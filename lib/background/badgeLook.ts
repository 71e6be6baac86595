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
 * reason of our own (no verdict is claimed), and automatic checking turned off.
 */
export type BadgeState = VerdictKind | 'loading' | 'error' | 'off';

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
};

const TITLES: Record<BadgeState, (agent: string) => string> = {
  allowed: (a) => `Robots Lens: ${a} may crawl this page`,
  disallowed: (a) => `Robots Lens: ${a} may not crawl this page`,
  unreachable: () => 'Robots Lens: robots.txt unreachable, assume complete disallow',
  expired: () => 'Robots Lens: robots.txt snapshot expired, not crawlable until refreshed',
  'not-applicable': () => 'Robots Lens: robots.txt does not apply to this page',
  loading: (a) => `Robots Lens: checking for ${a}…`,
  error: () => 'Robots Lens: this page could not be checked; open the popup for the reason',
  off: () => 'Robots Lens: automatic checking is off; open the popup to check this page',
};

export function badgeLook(state: BadgeState, agent: string): BadgeLook {
  return { ...LOOKS[state], title: TITLES[state](agent) };
}

export function iconPaths(icon: BadgeLook['icon']): Record<string, string> {
  return Object.fromEntries([16, 32, 48].map((s) => [String(s), `/icon/${s}-${icon}.png`]));
}

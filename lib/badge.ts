import type { VerdictKind } from './report-types';

/** How a verdict looks on the toolbar: distinct colour, short text, and a state icon. */
export interface BadgeLook {
  text: string;
  color: string;
  icon: 'allowed' | 'disallowed' | 'unknown';
  title: string;
}

/** A check that failed for a reason of our own (not robots.txt's): no verdict is claimed. */
export type BadgeState = VerdictKind | 'loading' | 'error';

const LOOKS: Record<BadgeState, Omit<BadgeLook, 'title'>> = {
  allowed: { text: 'OK', color: '#15803d', icon: 'allowed' },
  disallowed: { text: 'NO', color: '#b91c1c', icon: 'disallowed' },
  unreachable: { text: '!', color: '#b45309', icon: 'unknown' },
  expired: { text: 'EXP', color: '#b45309', icon: 'unknown' },
  'not-applicable': { text: '', color: '#6b7280', icon: 'unknown' },
  loading: { text: '…', color: '#6b7280', icon: 'unknown' },
  error: { text: '?', color: '#6b7280', icon: 'unknown' },
};

const TITLES: Record<BadgeState, (agent: string) => string> = {
  allowed: (a) => `Robots Lens: ${a} may crawl this page`,
  disallowed: (a) => `Robots Lens: ${a} may not crawl this page`,
  unreachable: () => 'Robots Lens: robots.txt unreachable, assume complete disallow',
  expired: () => 'Robots Lens: robots.txt snapshot expired, not crawlable until refreshed',
  'not-applicable': () => 'Robots Lens: robots.txt does not apply to this page',
  loading: (a) => `Robots Lens: checking for ${a}…`,
  error: () => 'Robots Lens: this page could not be checked; open the popup for the reason',
};

export function badgeLook(verdict: BadgeState, agent: string): BadgeLook {
  return { ...LOOKS[verdict], title: TITLES[verdict](agent) };
}

/** The part of `browser.action` the badge needs (MV3 `action`, MV2 `browserAction`). */
export interface ActionApi {
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  setTitle(details: { tabId: number; title: string }): Promise<void>;
  setIcon(details: { tabId: number; path: Record<string, string> }): Promise<void>;
}

export function iconPaths(icon: BadgeLook['icon']): Record<string, string> {
  return Object.fromEntries([16, 32, 48].map((s) => [String(s), `/icon/${s}-${icon}.png`]));
}

/** Paints one tab; a tab closed meanwhile makes the calls reject, which is reported, not thrown. */
export async function paintBadge(action: ActionApi, tabId: number, look: BadgeLook): Promise<void> {
  const results = await Promise.allSettled([
    action.setBadgeText({ tabId, text: look.text }),
    action.setBadgeBackgroundColor({ tabId, color: look.color }),
    action.setTitle({ tabId, title: look.title }),
    action.setIcon({ tabId, path: iconPaths(look.icon) }),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) console.debug(`Robots Lens: badge for tab ${tabId} not painted:`, failed.reason);
}

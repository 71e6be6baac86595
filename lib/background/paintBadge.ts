import { type BadgeLook, iconPaths } from './badgeLook';

/** The part of `browser.action` the badge needs (MV3 `action`, MV2 `browserAction`). */
export interface ActionApi {
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  setTitle(details: { tabId: number; title: string }): Promise<void>;
  setIcon(details: { tabId: number; path: Record<string, string> }): Promise<void>;
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

import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { findPreset, isValidCrawlerToken } from '@/lib/crawlers';
import type { Settings } from '@/lib/settings';

/**
 * Settings (and @wxt-dev/storage behind them) load in their own chunk, off the path to the
 * first verdict: the background already knows the default crawler (lib/messaging.ts).
 */
const settingsModule = () => import('@/lib/settings');

/** Reads the settings and follows their changes; a failure is a notice in words. Returns the stop. */
export function watchAgentSettings(
  onSettings: (s: Settings) => void,
  onNotice: (notice: string) => void,
): () => void {
  let alive = true;
  let unwatch = () => {};
  settingsModule()
    .then(async (m) => {
      const s = await m.loadSettings();
      if (!alive) return;
      onSettings(s);
      unwatch = m.watchSettings(onSettings);
    })
    .catch((e: unknown) => onNotice(i18n.t('popup.app.settingsUnread', [errorWords(e)])));
  return () => {
    alive = false;
    unwatch();
  };
}

/**
 * The user's choice becomes the default crawler; a new custom token joins the list. Reads the
 * stored settings first, so a choice made before the popup's copy loaded is saved too.
 * Resolves to a notice in words when it could not be saved, else null.
 */
export async function persistAgent(token: string): Promise<string | null> {
  if (!isValidCrawlerToken(token)) return null;
  try {
    const m = await settingsModule();
    const settings = await m.loadSettings();
    const known =
      token === '*' ||
      findPreset(token) ||
      settings.customAgents.some((t) => t.toLowerCase() === token.toLowerCase());
    const saved = await m.saveSettings({
      ...settings,
      defaultAgent: token,
      customAgents: known ? settings.customAgents : [...settings.customAgents, token],
    });
    if (saved.ok) return null;
    // Worded like the options page does (its helper imports lib/settings: loaded only here).
    const { settingsIssueText } = await import('@/components/options/settingsIssueText');
    return i18n.t('popup.app.choiceNotSaved', [saved.issues.map(settingsIssueText).join(' ')]);
  } catch (e) {
    return i18n.t('popup.app.choiceNotSavedError', [errorWords(e)]);
  }
}

import { browser } from 'wxt/browser';
import { createBackground } from '@/lib/background';
import { markPhase } from '@/lib/background/markPhase';
import { registerHandlers } from '@/lib/messaging';

// Binds browser events only: every decision lives in lib/background (docs/design.md "Layout").
export default defineBackground(() => {
  markPhase('bg:main');
  const background = createBackground({
    storage: browser.storage.local,
    fetch: (...args) => fetch(...args),
    action: (browser.action ?? browser.browserAction) as never,
    tabs: browser.tabs,
    webRequest: browser.webRequest as never,
    session: browser.storage.session as never,
    scripting: browser.scripting as never,
    now: () => Date.now(),
    version: browser.runtime.getManifest().version,
  });
  registerHandlers(background.handlers);
  browser.runtime.onConnect.addListener((port) => background.onConnect(port));
  browser.tabs.onUpdated.addListener((tabId, change, tab) =>
    background.onTabUpdated(tabId, change, tab),
  );
  browser.tabs.onRemoved.addListener((tabId) => background.onTabRemoved(tabId));
  background.start();
  markPhase('bg:created');
});

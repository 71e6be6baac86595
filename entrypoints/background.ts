// First: marks the start of our modules' top-level code (lib/background/markScriptStart.ts).
import '@/lib/background/markScriptStart';
import { browser } from 'wxt/browser';
import { createBackground } from '@/lib/background';
import { markPhase } from '@/lib/background/markPhase';
import { registerHandlers } from '@/lib/messaging';
import { createRequestGuard, type RequestGuardDeps } from '@/lib/net';

// Binds browser events only: every decision lives in lib/background (docs/design.md "Layout").
export default defineBackground(() => {
  markPhase('bg:main');
  // docs/security.md: no request of ours may reach the user's network.
  // Created first: its webRequest listeners must be registered as the worker starts.
  const guard = createRequestGuard({
    dnr: browser.declarativeNetRequest as RequestGuardDeps['dnr'],
    webRequest: browser.webRequest as unknown as RequestGuardDeps['webRequest'],
    extensionId: browser.runtime.id,
    ownOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
    blocking: import.meta.env.FIREFOX,
  });
  markPhase('bg:guarded');
  const background = createBackground({
    guard,
    // Chrome's incognito worker ("incognito": "split") keeps its cache in memory.
    incognito: browser.extension?.inIncognitoContext === true,
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

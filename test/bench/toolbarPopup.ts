/**
 * The real toolbar popup in the popup bench (issue 17). `chrome.action.openPopup()`, called from an
 * extension page in a background tab, opens popup.html over the active tab as a click on the
 * toolbar icon does: no tab is created for it and it has no `?url=` (it asks for the active tab).
 * Playwright does not list that popup, so it is reached over the browser's DevTools endpoint
 * (test/bench/devtools.ts): until `close`, auto-attach pauses each new page; the popup (type
 * `other` until it navigates) gets the verdict observer before its document and runs, the rest are
 * resumed and left alone.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../e2e/support/chromium';
import { connectDevTools } from './devtools';
import { POPUP_TIMELINE, type Timeline, VERDICT_OBSERVER } from './popupPhases';

export interface ToolbarPopup {
  /** Opens the popup over the active tab, waits for its verdict and live answer, closes it. */
  open(): Promise<Timeline>;
  close(): Promise<void>;
}

/** `launcherUrl`: an extension page (any) to call `openPopup` from; it opens in a background tab. */
export async function toolbarPopup(
  session: ExtensionSession,
  userDataDir: string,
  launcherUrl: string,
): Promise<ToolbarPopup> {
  const devtools = await connectDevTools(userDataDir);
  const opened = session.context.waitForEvent('page');
  await devtools.send('Target.createTarget', { url: launcherUrl, background: true });
  const launcher: Page = await opened;
  await launcher.waitForLoadState();

  let onPopup: (sessionId: string) => void = () => {};
  devtools.on('Target.attachedToTarget', (params) => {
    const sessionId = params.sessionId as string;
    const info = params.targetInfo as { type: string; url: string };
    const isPopup = info.type === 'other' || info.url.endsWith('/popup.html');
    void (async () => {
      if (isPopup) {
        await devtools.send('Page.enable', {}, sessionId);
        await devtools.send(
          'Page.addScriptToEvaluateOnNewDocument',
          { source: VERDICT_OBSERVER },
          sessionId,
        );
      }
      await devtools.send('Runtime.runIfWaitingForDebugger', {}, sessionId);
      if (isPopup) onPopup(sessionId);
      else await devtools.send('Target.detachFromTarget', { sessionId });
    })();
  });
  let onGone: (sessionId: string) => void = () => {};
  devtools.on('Target.detachedFromTarget', (params) => onGone(params.sessionId as string));
  // Until `close`: turning auto-attach off would detach the popup's session too.
  await devtools.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'page' }, { type: 'other' }],
  });

  return {
    async open() {
      const attached = new Promise<string>((resolve) => {
        onPopup = resolve;
      });
      const outcome = await launcher.evaluate(() =>
        (
          globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }
        ).chrome.action
          .openPopup()
          .then(
            () => 'opened',
            (error: unknown) => String(error),
          ),
      );
      if (outcome !== 'opened') throw new Error(`action.openPopup: ${outcome}`);
      const sessionId = await attached;
      const evaluated = await devtools.send<{ result: { value: Timeline } }>(
        'Runtime.evaluate',
        { expression: POPUP_TIMELINE, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      const gone = new Promise<void>((resolve) => {
        onGone = (id) => id === sessionId && resolve();
      });
      await devtools.send('Runtime.evaluate', { expression: 'window.close()' }, sessionId);
      await gone;
      return evaluated.result.value;
    },
    async close() {
      await devtools.send('Target.setAutoAttach', {
        autoAttach: false,
        waitForDebuggerOnStart: false,
        flatten: true,
      });
      await launcher.close();
      devtools.close();
    },
  };
}

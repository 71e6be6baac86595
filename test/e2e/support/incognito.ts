import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { type ExtensionSession, launchExtension } from './chromium';

/** `chrome` on chrome://extensions and in extension pages; Node's types do not know them. */
interface ChromeGlobals {
  chrome: {
    developerPrivate: {
      updateExtensionConfiguration(update: {
        extensionId: string;
        incognitoAccess: boolean;
      }): Promise<void>;
      getExtensionInfo(
        id: string,
      ): Promise<{ state: string; incognitoAccess: { isActive: boolean } }>;
    };
    management: { setEnabled(id: string, enabled: boolean): Promise<void> };
    windows: { create(data: { incognito: boolean; url: string }): Promise<unknown> };
  };
}

export interface IncognitoSession extends ExtensionSession {
  /** Opens an extension page (e.g. `popup.html?url=…`) in a new incognito window. */
  incognitoPage(path: string): Promise<Page>;
}

/**
 * Chromium with the extension "Allowed in Incognito", as a user switches it on in
 * chrome://extensions (`developerPrivate.updateExtensionConfiguration`, what that page's toggle
 * calls). The toggle reloads an unpacked extension, which never finishes under a
 * `--load-extension` launch, so the browser is started once to set it and again on the same
 * profile, where the extension loads allowed (and enabled: see `enableAgain`).
 */
export async function launchWithIncognito(): Promise<IncognitoSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'robots-lens-incognito-'));
  const first = await launchExtension({ userDataDir });
  const settings = await first.context.newPage();
  await settings.goto('chrome://extensions');
  await settings.evaluate(
    (extensionId) =>
      (globalThis as unknown as ChromeGlobals).chrome.developerPrivate.updateExtensionConfiguration(
        {
          extensionId,
          incognitoAccess: true,
        },
      ),
    first.extensionId,
  );
  await first.context.close();
  const session = await launchExtension({
    userDataDir,
    beforeWorker: (context) => enableAgain(context, first.extensionId),
  });
  const check = await session.context.newPage();
  await check.goto('chrome://extensions');
  const info = await check.evaluate(
    (id) => (globalThis as unknown as ChromeGlobals).chrome.developerPrivate.getExtensionInfo(id),
    session.extensionId,
  );
  await check.close();
  if (info.state !== 'ENABLED' || !info.incognitoAccess.isActive) {
    throw new Error(`the extension is not allowed in incognito: ${JSON.stringify(info)}`);
  }
  return {
    ...session,
    async incognitoPage(path) {
      const opener = await session.context.newPage();
      await opener.goto(`chrome-extension://${session.extensionId}/popup.html`);
      const url = `chrome-extension://${session.extensionId}/${path}`;
      const opened = session.context.waitForEvent('page', (p) => p.url() === url);
      await opener.evaluate(
        (u) =>
          (globalThis as unknown as ChromeGlobals).chrome.windows.create({
            incognito: true,
            url: u,
          }),
        url,
      );
      const page = await opened;
      await opener.close();
      return page;
    },
    async close() {
      await session.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The toggle's reload first disables the extension, and under `--load-extension` never enables it
 * again. Whether the first browser saved that before it closed is a race: when it did (3 of 8
 * runs here), the relaunched profile keeps the extension disabled for "reloading", no worker ever
 * starts and the launch waited 30 s for one. So it is switched on again, as the chrome://extensions
 * toggle does (`management.setEnabled`; nothing changes when it is on), and its worker starts.
 */
async function enableAgain(context: BrowserContext, extensionId: string): Promise<void> {
  const page = await context.newPage();
  await page.goto('chrome://extensions');
  await page.evaluate(
    (id) => (globalThis as unknown as ChromeGlobals).chrome.management.setEnabled(id, true),
    extensionId,
  );
  await page.close();
}

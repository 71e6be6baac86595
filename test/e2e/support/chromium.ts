import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';

/** Where the built Chrome extension lives; `npm test` builds it first. */
export const EXTENSION_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../.output/chrome-mv3',
);

/** Finds Chromium, or fails with the command that installs it (the suite never skips). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found for the real-browser suite. Install it with `apt-get install -y chromium` ' +
        '(Debian) or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return found;
}

export interface ExtensionSession {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  popup(query?: Record<string, string>): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with the built extension and reads its id from the worker URL.
 * `args` adds switches (e.g. `--host-resolver-rules` so public-looking names reach a local site);
 * `lang` (e.g. `zh-CN`) sets the browser's UI language, which picks the extension's messages;
 * `userDataDir` reuses a profile (the caller removes it), e.g. one where a setting was changed;
 * `beforeWorker` runs once the browser is up, before its worker is awaited (e.g. to enable the
 * extension again); `bfcache` keeps the back/forward cache on (Playwright turns it off by default
 * with `--disable-back-forward-cache`).
 */
export async function launchExtension(
  options: {
    args?: string[];
    lang?: string;
    userDataDir?: string;
    beforeWorker?: (context: BrowserContext) => Promise<void>;
    bfcache?: boolean;
  } = {},
): Promise<ExtensionSession> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension at ${EXTENSION_DIR}: run \`npm run build\` first.`);
  }
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'robots-lens-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    ...(options.bfcache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    ...(options.lang && { locale: options.lang }),
    args: [
      ...(options.lang ? [`--lang=${options.lang}`] : []),
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Public-looking names for local sites: `http://a.test:<port>/` reaches 127.0.0.1:<port>,
      // while literal 127.0.0.1 addresses stay what they are (the user's own machine).
      '--host-resolver-rules=MAP *.test 127.0.0.1',
      ...(options.args ?? []),
    ],
  });
  await options.beforeWorker?.(context);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await backgroundBound(worker);
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    worker,
    async popup(query = {}) {
      const page = await context.newPage();
      const qs = new URLSearchParams(query).toString();
      await page.goto(`chrome-extension://${extensionId}/popup.html${qs ? `?${qs}` : ''}`);
      return page;
    },
    async close() {
      await context.close();
      if (!options.userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once the worker's main script has bound its listeners (messages, and the observed
 * main-frame headers): a page loaded before that is not seen, exactly as for a user whose
 * browser is still starting the extension. Checked through the events' own `hasListeners()`.
 */
async function backgroundBound(worker: Worker): Promise<void> {
  const probe = () =>
    worker.evaluate(() => {
      type Ev = { hasListeners(): boolean };
      const { chrome } = globalThis as unknown as {
        chrome: { runtime: { onMessage: Ev }; webRequest?: { onHeadersReceived: Ev } };
      };
      return (
        chrome.runtime.onMessage.hasListeners() &&
        (chrome.webRequest?.onHeadersReceived.hasListeners() ?? true)
      );
    });
  const until = Date.now() + 30_000;
  while (!(await probe())) {
    if (Date.now() > until)
      throw new Error('the background did not bind its listeners within 30 s');
  }
}

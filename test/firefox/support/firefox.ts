import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectMarionette, type Marionette } from './marionette';

/** Where the built Firefox add-on lives; `npm test` builds it first. */
export const FIREFOX_EXTENSION_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../.output/firefox-mv2',
);

/** Finds Firefox, or fails with the command that installs it (the suite never skips). */
export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Firefox found for the real-Firefox suite. Install it with `apt-get install -y firefox-esr` ' +
        '(Debian) or point FIREFOX_PATH at a Firefox binary.',
    );
  }
  return found;
}

// Quiet, offline-friendly profile: no first-run pages, no update or telemetry traffic, and
// Marionette on a free port that Firefox writes to `MarionetteActivePort`.
const PREFS: Record<string, string | number | boolean> = {
  'marionette.port': 0,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'extensions.autoDisableScopes': 0,
  'extensions.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'browser.newtabpage.enabled': false,
  'dom.disable_open_during_load': false,
};

export interface FirefoxSession {
  marionette: Marionette;
  /** The add-on's moz-extension:// origin (its internal UUID host). */
  extensionOrigin: string;
  addonId: string;
  /** Loads any URL in the current tab. */
  navigate(url: string): Promise<void>;
  /** Opens an extension page (e.g. `popup.html?url=…`) in the current tab. */
  open(pathAndQuery: string): Promise<void>;
  /** Opens a new tab and makes it current. */
  newTab(): Promise<void>;
  /** Runs `body` (a function body that may `await`) in the current page; returns its value. */
  evaluate<T>(body: string, args?: unknown[]): Promise<T>;
  /** Runs `body` in Firefox's privileged (chrome) context. */
  evaluateChrome<T>(body: string, args?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

function waitForFile(
  dir: string,
  name: string,
  process: ChildProcess,
  timeoutMs: number,
): Promise<string> {
  const path = join(dir, name);
  return new Promise((resolvePath, reject) => {
    const done = (error: Error | null) => {
      watcher.close();
      clearTimeout(timer);
      process.off('exit', onExit);
      if (error) reject(error);
      else resolvePath(path);
    };
    const onExit = (code: number | null) =>
      done(new Error(`Firefox exited (${code}) before Marionette started`));
    const watcher = watch(dir, () => {
      if (existsSync(path) && readFileSync(path, 'utf8').trim()) done(null);
    });
    const timer = setTimeout(
      () => done(new Error(`Marionette did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    process.once('exit', onExit);
    if (existsSync(path) && readFileSync(path, 'utf8').trim()) done(null);
  });
}

/**
 * Starts headless Firefox with Marionette, installs the built add-on as a temporary add-on
 * (`Addon:Install`, as about:debugging does) and finds its moz-extension:// host.
 */
export async function launchFirefox(): Promise<FirefoxSession> {
  if (!existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(
      `No built add-on at ${FIREFOX_EXTENSION_DIR}: run \`npm run build:firefox\` first.`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'robots-lens-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
      .join('\n'),
  );
  const child = spawn(
    firefoxPath(),
    ['-marionette', '-headless', '-remote-allow-system-access', '-no-remote', '-profile', profile],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  try {
    const portFile = await waitForFile(profile, 'MarionetteActivePort', child, 60_000);
    const marionette = await connectMarionette(Number(readFileSync(portFile, 'utf8').trim()));
    await marionette.send('WebDriver:NewSession', {
      capabilities: { alwaysMatch: { acceptInsecureCerts: true } },
    });
    const installed = await marionette.send<{ value: string }>('Addon:Install', {
      path: FIREFOX_EXTENSION_DIR,
      temporary: true,
    });
    const addonId = installed.value;

    const run = async <T>(context: 'chrome' | 'content', body: string, args: unknown[] = []) => {
      await marionette.send('Marionette:SetContext', { value: context });
      // The last argument of an async script is its completion callback.
      const script = `const done = arguments[arguments.length - 1];
        (async (...args) => { ${body} })(...Array.prototype.slice.call(arguments, 0, -1))
          .then((value) => done({ ok: true, value }), (error) => done({ ok: false, error: String(error && error.stack || error) }));`;
      const result = await marionette.send<{ value: { ok: boolean; value?: T; error?: string } }>(
        'WebDriver:ExecuteAsyncScript',
        { script, args, scriptTimeout: 30_000 },
      );
      if (!result.value.ok) throw new Error(`script failed in ${context}: ${result.value.error}`);
      return result.value.value as T;
    };
    const host = await run<string>(
      'chrome',
      'return WebExtensionPolicy.getByID(args[0]).mozExtensionHostname;',
      [addonId],
    );
    const extensionOrigin = `moz-extension://${host}`;
    const navigate = async (url: string) => {
      await marionette.send('Marionette:SetContext', { value: 'content' });
      await marionette.send('WebDriver:Navigate', { url });
    };
    return {
      marionette,
      extensionOrigin,
      addonId,
      navigate,
      open: (pathAndQuery) => navigate(`${extensionOrigin}/${pathAndQuery}`),
      async newTab() {
        await marionette.send('Marionette:SetContext', { value: 'content' });
        const tab = await marionette.send<{ handle: string }>('WebDriver:NewWindow', {
          type: 'tab',
        });
        await marionette.send('WebDriver:SwitchToWindow', { handle: tab.handle });
      },
      evaluate: (body, args) => run('content', body, args),
      evaluateChrome: (body, args) => run('chrome', body, args),
      async close() {
        await marionette
          .send('Marionette:Quit', { flags: ['eForceQuit'] })
          .catch((error: Error) => {
            // Quit closes the connection as it answers; anything else is worth seeing.
            if (!/closed/.test(error.message)) throw error;
          });
        marionette.close();
        if (child.exitCode === null) {
          await new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          });
        }
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\nFirefox stderr (tail):\n${stderr}`);
  }
}

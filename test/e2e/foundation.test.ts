import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_DIR, type ExtensionSession, launchExtension } from './support/chromium';

describe('the built extension in Chromium (issue 2)', () => {
  let session: ExtensionSession;
  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('loads with a service worker and an extension id', () => {
    expect(session.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('manifest: MV3, the permissions README explains, http(s) host access only, no content scripts', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    // The store listing is translated (issue 18): the name comes from _locales.
    expect(manifest.default_locale).toBe('en');
    expect(manifest.name).toBe('__MSG_extension_name__');
    const messages = (locale: string) =>
      JSON.parse(readFileSync(join(EXTENSION_DIR, '_locales', locale, 'messages.json'), 'utf8'));
    expect(messages('en').extension_name.message).toBe('Robots Lens');
    expect(messages('zh_CN').extension_name.message).toMatch(/Robots Lens/);
    // declarativeNetRequest + webRequest: keep the extension's own requests out of the user's
    // network on every hop (issue 12 item 1); webRequest also observes main-frame headers and
    // scripting reads the tab's head (issue 15); each is explained in README's permission table.
    expect([...manifest.permissions].sort()).toEqual(
      ['declarativeNetRequestWithHostAccess', 'scripting', 'storage', 'webRequest'].sort(),
    );
    expect(manifest.incognito).toBe('split'); // incognito checks stay in memory (issue 12 item 6)
    expect([...manifest.host_permissions].sort()).toEqual(['http://*/*', 'https://*/*']);
    expect(manifest.content_scripts).toBeUndefined();
  });
});

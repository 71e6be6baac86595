import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { jsonAsParse } from './scripts/jsonAsParse';
import { noPreloadHelper } from './scripts/noPreloadHelper';
import { polyfillAsEsm } from './scripts/polyfillAsEsm';
import { sharedPageChunk } from './scripts/sharedPageChunk';

// See DESIGN.md "Security and privacy": storage + http(s) host access, webRequest (observe
// main-frame response headers, never blocking) and scripting (read the tab's <head> when the
// popup opens); no content scripts.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // The AMO sources zip: what a reviewer needs to rebuild the add-on, not the test data.
  zip: { excludeSources: ['test/**', 'docs/**', '.ci/**'] },
  hooks: {
    // WXT copies the popup's <title> into the action's default_title; the toolbar tooltip is
    // translated like the name (issue 18), so it is set once the manifest is generated.
    'build:manifestGenerated': (_, manifest) => {
      const action = manifest.action ?? manifest.browser_action;
      if (action) action.default_title = '__MSG_extension_actionTitle__';
    },
  },
  vite: () => ({
    plugins: [
      preact(),
      noPreloadHelper(),
      sharedPageChunk(),
      jsonAsParse(fileURLToPath(new URL('./lib/crawlers/presets.json', import.meta.url))),
      polyfillAsEsm(),
    ],
    // Chrome and Firefox 115+ support <link rel="modulepreload">: no polyfill on the popup's
    // critical path (issue 14, measured in docs/decisions.md). The pages' HTML still preloads
    // their static imports; a dynamic import's chunk loads its own (see noPreloadHelper).
    build: {
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
  }),
  manifest: ({ browser }) => ({
    // Store listing strings come from locales/<lang>.yml (issue 18); the browser picks the language.
    name: '__MSG_extension_name__',
    description: '__MSG_extension_description__',
    default_locale: 'en',
    // declarativeNetRequest + webRequest: keep this extension's own requests out of the user's
    // network on every redirect hop (lib/net); Firefox's MV2 build enforces with blocking webRequest.
    // webRequest also observes main-frame headers, scripting reads the tab's head (page signals).
    permissions: [
      'storage',
      'webRequest',
      'scripting',
      ...(browser === 'firefox' ? ['webRequestBlocking'] : ['declarativeNetRequestWithHostAccess']),
    ],
    host_permissions: ['http://*/*', 'https://*/*'],
    // Asked for only when the workbench's "Pages visited" import is clicked (issue 16): the
    // browser's history of that origin, read on this device, never stored or sent.
    optional_permissions: ['history'],
    // Incognito checks never reach the persistent cache: Chrome gives incognito its own worker,
    // which keeps its cache in memory (entrypoints/background.ts; issue 12 item 6).
    ...(browser === 'firefox' ? {} : { incognito: 'split' as const }),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'robots-lens@robotslens.dev',
              // 140 (the ESR line): the first desktop release that reads
              // data_collection_permissions; Android reads it from 142.
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});

import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// See DESIGN.md "Security and privacy": storage + http(s) host access, webRequest (observe
// main-frame response headers, never blocking) and scripting (read the tab's <head> when the
// popup opens); no content scripts.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // The AMO sources zip: what a reviewer needs to rebuild the add-on, not the test data.
  zip: { excludeSources: ['test/**', 'docs/**', '.ci/**'] },
  vite: () => ({
    plugins: [preact()],
    // Chrome and Firefox 115+ support <link rel="modulepreload">: no polyfill on the popup's
    // critical path (issue 14, measured in docs/decisions.md).
    build: { modulePreload: { polyfill: false } },
  }),
  manifest: ({ browser }) => ({
    name: 'Robots Lens',
    description:
      "What a site's robots.txt means for the page you are on: verdict and deciding rule, Crawl-delay, sitemaps and snapshot freshness, per crawler.",
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
    action: { default_title: 'Robots Lens' },
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

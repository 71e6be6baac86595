import type { Plugin } from 'vite';

/** Vite's helper that every `import()` in the pages' code goes through. */
const HELPER = '\0vite/preload-helper.js';
/** An event only Vite's own helper dispatches: in a chunk, the helper was bundled after all. */
const HELPER_MARK = 'vite:preloadError';

/**
 * Replaces Vite's preload helper (1.8 KB, ~0.7 KiB gzip, on the popup's critical path: the popup
 * entry imports its later chunk) with a plain call of the import. The helper preloads a
 * dynamically imported chunk's own imports and CSS in parallel with it; here the pages list no
 * such dependencies (`resolveDependencies` in wxt.config.ts), the CSS is the pages' own (linked
 * in their HTML) and the browser fetches a chunk's static imports as soon as it parses it, from
 * the extension's own files. An import that fails still rejects: the popup says so in words
 * (`popup.app.laterFailed`). Issue 14, measured in docs/decisions.md. The build fails when
 * Vite's helper still ends up in a chunk (its id changed), rather than silently growing the popup.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'robots-lens:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : undefined),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(HELPER_MARK)) {
          this.error(
            `noPreloadHelper: Vite's preload helper is in ${file.fileName}; update the plugin`,
          );
        }
      }
    },
  };
}

import type { Plugin } from 'vite';

/** Vite's helper that every `import()` in the pages' code goes through. */
const HELPER = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper (1.8 KB, ~0.7 KiB gzip, on the popup's critical path: the popup
 * entry imports its later chunk) with a plain call of the import. The helper preloads a
 * dynamically imported chunk's own imports and CSS in parallel with it; here the pages list no
 * such dependencies (`resolveDependencies` in wxt.config.ts), the CSS is the pages' own (linked
 * in their HTML) and the browser fetches a chunk's static imports as soon as it parses it, from
 * the extension's own files. An import that fails still rejects: the popup says so in words
 * (`popup.app.laterFailed`). Issue 14, measured in docs/decisions.md.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'robots-lens:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : undefined),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const POLYFILL = /[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/;

/**
 * Bundles webextension-polyfill (a UMD file) as an ES module: its own code, unchanged, given a
 * local `module`, then `export default module.exports`. Imported as CommonJS, it went through
 * the bundler's interop (`__toESM`), which copies every own property of the exported object
 * with its descriptor; where the browser gives a native `browser` (Chromium 156 does, and the
 * polyfill then returns it as is) that read set up each of its 13 API bindings at once, 10–13 ms
 * before any code of ours ran. Now each is set up when first used; the worker's start to
 * `bg:created` is 4–5 ms shorter (issue 17, docs/decisions.md "Worker start and answer path,
 * round 3"). What the polyfill exports is the same object either way.
 */
export function polyfillAsEsm(): Plugin {
  return {
    name: 'robots-lens:polyfill-as-esm',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!POLYFILL.test(file)) return undefined;
      const umd = readFileSync(file, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
      return {
        code: `const module = { exports: {} };\nconst exports = module.exports;\nconst define = undefined;\n${umd}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}

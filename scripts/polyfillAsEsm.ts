import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const POLYFILL = /[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/;
/** Any file of the polyfill's package (not `@wxt-dev/webextension-polyfill`). */
const PACKAGE = /[\\/]node_modules[\\/]webextension-polyfill[\\/]/;
/** The UMD branch this plugin relies on: with a local `exports`, the factory fills `module`. */
const COMMONJS_BRANCH = /typeof exports !== "undefined"\)\s*\{\s*factory\(module\);/;

/**
 * Bundles webextension-polyfill (a UMD file) as an ES module: its own code, unchanged, given a
 * local `module`, then `export default module.exports`. Imported as CommonJS, it went through
 * the bundler's interop (`__toESM`), which copies every own property of the exported object
 * with its descriptor; where the browser gives a native `browser` (Chromium 156 does, and the
 * polyfill then returns it as is) that read set up each of its 13 API bindings at once, 10–13 ms
 * before any code of ours ran. Now each is set up when first used; the worker's start to
 * `bg:created` is 4–5 ms shorter (issue 17, docs/decisions.md "Worker start and answer path,
 * round 3"). What the polyfill exports is the same object either way.
 *
 * The build fails, rather than silently losing those milliseconds or exporting `{}`, when the
 * package resolves to another file or that file no longer has the UMD's CommonJS branch.
 */
export function polyfillAsEsm(): Plugin {
  return {
    name: 'robots-lens:polyfill-as-esm',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!PACKAGE.test(file)) return undefined;
      if (!POLYFILL.test(file)) {
        this.error(`polyfillAsEsm: webextension-polyfill now loads ${file}; update the plugin`);
      }
      const umd = readFileSync(file, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
      if (!COMMONJS_BRANCH.test(umd)) {
        this.error(`polyfillAsEsm: ${file} is no longer the UMD this plugin wraps; update it`);
      }
      return {
        code: `const module = { exports: {} };\nconst exports = module.exports;\nconst define = undefined;\n${umd}\nexport default module.exports;\n`,
        map: null,
      };
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { normalizePath, type Plugin } from 'vite';

/**
 * Bundles the crawler presets (lib/crawlers/presets.json, ~48 KB) as `JSON.parse('…')` instead of
 * an object literal: V8 scans a JSON string faster than it parses and builds the same literal
 * (issue 17: compile + first run 1.2 → 0.7 ms in V8, and every page and the worker load them).
 * Vite's own `json.stringify` left an object literal in this build (measured in
 * docs/decisions.md); this plugin runs after Vite's JSON plugin and replaces its output.
 *
 * `file` is the JSON file's absolute path; the build fails when it no longer exists (moved or
 * renamed), rather than silently bundling the literal again. Only the plain import is replaced
 * (`?raw`, `?url` and the like keep what Vite made of them).
 */
export function jsonAsParse(file: string): Plugin {
  const target = normalizePath(file);
  return {
    name: 'robots-lens:json-as-parse',
    enforce: 'post',
    buildStart() {
      if (!existsSync(file))
        this.error(`jsonAsParse: ${file} does not exist; update wxt.config.ts`);
    },
    transform(_code, id) {
      if (normalizePath(id) !== target) return undefined;
      const text = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
      return { code: `export default JSON.parse(${JSON.stringify(text)});`, map: null };
    },
  };
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Bundles the crawler presets (lib/crawlers/presets.json, ~48 KB) as `JSON.parse('…')` instead of
 * an object literal: V8 scans a JSON string faster than it parses and builds the same literal
 * (issue 17: compile + first run 1.2 → 0.7 ms in V8, and every page and the worker load them).
 * Vite's own `json.stringify` left an object literal in this build (measured in
 * docs/decisions.md); this plugin runs after Vite's JSON plugin and replaces its output.
 */
export function jsonAsParse(pattern: RegExp): Plugin {
  return {
    name: 'robots-lens:json-as-parse',
    enforce: 'post',
    transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (!pattern.test(file)) return undefined;
      const text = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
      return { code: `export default JSON.parse(${JSON.stringify(text)});`, map: null };
    },
  };
}

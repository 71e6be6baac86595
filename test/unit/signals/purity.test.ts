/**
 * lib/signals is pure (docs/design.md "The page's own signals": readers are pure functions; STYLE.md
 * practice 2): no browser API, network, storage, clock or randomness. Its imports are its own
 * files, the engine (../robots) and htmlparser2. `Date.parse` reads a date; it is not a clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(__dirname, '../../../lib/signals');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

function code(file: string): string {
  return readFileSync(join(DIR, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

const FORBIDDEN: [string, RegExp][] = [
  ['extension API', /\b(?:browser|chrome)\s*\./],
  ['network', /\b(?:fetch|XMLHttpRequest|WebSocket|EventSource)\s*\(/],
  ['storage', /\b(?:storage|localStorage|sessionStorage|indexedDB|caches)\s*\./],
  [
    'clock',
    /\bDate\.now\b|\bperformance\s*\.|new\s+Date\s*\(\s*\)|\b(?:setTimeout|setInterval)\s*\(/,
  ],
  ['randomness', /\bMath\.random\b|\bcrypto\s*\./],
  ['DOM', /\b(?:window|document|navigator)\s*\./],
];

describe('lib/signals purity', () => {
  it.each(files)('%s imports only its folder, the engine and htmlparser2', (file) => {
    const imports = [...code(file).matchAll(/\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const spec of imports) expect(spec).toMatch(/^(?:\.\/[\w-]+|\.\.\/robots|htmlparser2)$/);
  });

  it.each(files)('%s uses no browser, network, storage, clock or randomness', (file) => {
    const source = code(file);
    for (const [what, pattern] of FORBIDDEN)
      expect(pattern.test(source), `${file} uses ${what}`).toBe(false);
  });
});

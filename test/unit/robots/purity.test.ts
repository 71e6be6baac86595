/**
 * lib/robots is pure (docs/design.md "Layout", STYLE.md practice 2): no browser API, no network, no
 * storage, no clock, no randomness; it imports only its own files. Proven on the source text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(__dirname, '../../../lib/robots');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

/** Source without comments, so prose ("as a browser sends it") is not mistaken for a call. */
function code(file: string): string {
  return readFileSync(join(DIR, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

// Uses, not words: member access, calls and constructors (messages may say "fetch" in prose).
const FORBIDDEN: [string, RegExp][] = [
  ['extension API', /\b(?:browser|chrome)\s*\./],
  [
    'network',
    /\b(?:fetch|XMLHttpRequest|WebSocket|EventSource)\s*\(|new\s+(?:XMLHttpRequest|WebSocket|EventSource)\b/,
  ],
  ['storage', /\b(?:storage|localStorage|sessionStorage|indexedDB|caches)\s*\./],
  [
    'clock',
    /\b(?:Date|performance)\s*[.(]|new\s+Date\b|\b(?:setTimeout|setInterval|requestAnimationFrame)\s*\(/,
  ],
  ['randomness', /\bMath\.random\b|\bcrypto\s*\./],
  ['DOM', /\b(?:window|document|navigator)\s*\./],
  ['Node', /\b(?:process|require)\s*[.(]/],
];

describe('lib/robots purity', () => {
  it('has source files to check', () => {
    expect(files).toContain('index.ts');
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports only its own folder', (file) => {
    const imports = [...code(file).matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
      (m) => m[1],
    );
    for (const spec of imports) expect(spec).toMatch(/^\.\/[\w-]+$/);
  });

  it.each(files)('%s uses no browser, network, storage, clock or randomness', (file) => {
    const source = code(file);
    for (const [what, pattern] of FORBIDDEN) {
      expect(pattern.test(source), `${file} uses ${what}: ${source.match(pattern)?.[0]}`).toBe(
        false,
      );
    }
  });

  it('the scan catches a forbidden call', () => {
    const [, clock] = FORBIDDEN.find(([what]) => what === 'clock') ?? [];
    expect(clock?.test('const t = Date.now();')).toBe(true);
  });
});

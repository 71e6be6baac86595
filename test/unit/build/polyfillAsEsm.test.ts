import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { polyfillAsEsm } from '../../../scripts/polyfillAsEsm';

// Issue 17 (docs/decisions.md "Worker start and answer path, round 3"): webextension-polyfill is
// bundled as an ES module, so no CommonJS interop copies (and thereby sets up) every API binding
// at the worker's start. What it exports must stay what the polyfill itself exports.
describe('polyfillAsEsm', () => {
  const file = createRequire(import.meta.url).resolve('webextension-polyfill');
  const hook = polyfillAsEsm().load as (id: string) => { code: string } | undefined;
  /** The hook as the bundler calls it: `this.error` throws (Rollup's and Rolldown's contract). */
  const load = (id: string) =>
    hook.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      } as never,
      id,
    );

  /** Runs the module's code in a fresh context with these globals; returns its default export. */
  function exported(globals: Record<string, unknown>): unknown {
    const code = load(file)?.code;
    expect(code).toMatch(/\nexport default module\.exports;\n$/);
    const body = (code ?? '').replace(
      /\nexport default module\.exports;\n$/,
      '\nresult = module.exports;',
    );
    const context: Record<string, unknown> = { ...globals, result: undefined };
    context.globalThis = context;
    runInNewContext(body, context);
    return context.result;
  }

  it('exports the native `browser` when the browser has one (Firefox, Chromium 156)', () => {
    const browser = { runtime: { id: 'ext' } };
    expect(exported({ browser, chrome: { runtime: { id: 'ext' } } })).toBe(browser);
  });

  it('wraps `chrome` when there is no native `browser`, as the polyfill does', () => {
    const chrome = {
      runtime: { id: 'ext', getURL: (path: string) => `chrome-extension://ext${path}` },
    };
    const wrapped = exported({ chrome }) as typeof chrome;
    expect(wrapped).not.toBe(chrome);
    expect(wrapped.runtime.getURL('/a')).toBe('chrome-extension://ext/a');
  });

  it('leaves every other module to the bundler', () => {
    expect(load('/x/node_modules/other/dist/browser-polyfill.jsx')).toBeUndefined();
    expect(load('/x/lib/background/index.ts')).toBeUndefined();
  });

  it('fails the build when the package loads another file than the one it wraps', () => {
    expect(() =>
      load('/x/node_modules/webextension-polyfill/dist/browser-polyfill.min.js'),
    ).toThrow(/now loads .*browser-polyfill\.min\.js/);
  });

  it('fails the build when the file is no longer a UMD with a CommonJS branch', () => {
    // A polyfill that only sets a global would otherwise be bundled as `export default {}`.
    const dist = join(
      mkdtempSync(join(tmpdir(), 'polyfill-')),
      'node_modules/webextension-polyfill/dist',
    );
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'browser-polyfill.js'), 'globalThis.browser = globalThis.chrome;\n');
    expect(() => load(join(dist, 'browser-polyfill.js'))).toThrow(/no longer the UMD/);
  });
});

import { describe, expect, it } from 'vitest';
import { noPreloadHelper } from '../../../scripts/noPreloadHelper';

// Issue 14 (docs/decisions.md): Vite's preload helper is replaced by a plain call of the import.
// Should Vite rename the helper's module, the replacement would stop silently; the build fails.
describe('noPreloadHelper', () => {
  const plugin = noPreloadHelper();
  const call = <T>(hook: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => T).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      ...args,
    );
  const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });

  it("answers Vite's helper module with a plain call of the import", async () => {
    const helper = '\0vite/preload-helper.js';
    expect(call(plugin.resolveId, helper)).toBe(helper);
    const code = call<string>(plugin.load, helper);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(await module.__vitePreload(async () => 'chunk')).toBe('chunk');
    expect(call(plugin.load, '/x/lib/other.ts')).toBeUndefined();
  });

  it("fails the build when Vite's own helper is in a chunk after all", () => {
    const clean = { 'chunks/popup.js': chunk('chunks/popup.js', 'import("./later.js")') };
    expect(() => call(plugin.generateBundle, {}, clean)).not.toThrow();
    // The helper's own event name (vite/dist/node, preload helper): only it dispatches this.
    const helper = 'window.dispatchEvent(new Event("vite:preloadError", { cancelable: true }))';
    const bundled = { 'chunks/popup.js': chunk('chunks/popup.js', helper) };
    expect(() => call(plugin.generateBundle, {}, bundled)).toThrow(
      /preload helper is in chunks\/popup\.js/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { sharedPageChunk } from '../../../scripts/sharedPageChunk';

// Issue 14 (docs/decisions.md): the pages' shared modules go to one `shared` chunk, and the
// placeholder Vite leaves for a CSS-only import is dropped. If the bundler's option or the
// pattern stopped applying, the popup would silently grow: the build fails instead.
describe('sharedPageChunk', () => {
  const hook = sharedPageChunk().generateBundle as unknown as {
    handler: (this: unknown, options: object, bundle: object) => void;
  };
  const generate = (format: string, bundle: Record<string, object>) =>
    hook.handler.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      { format },
      bundle,
    );
  const chunk = (name: string, code: string) => ({ type: 'chunk', name, code });

  it('drops the empty-CSS placeholder from every chunk of the pages', () => {
    const popup = chunk('popup', 'import "./shared.js";/* empty css      */render();');
    generate('es', { 'popup.js': popup, 'shared.js': chunk('shared', 'export {};') });
    expect(popup.code).toBe('import "./shared.js";render();');
  });

  it('fails the pages’ build when no shared chunk came out', () => {
    const bundle = { 'popup.js': chunk('popup', 'render();'), 'later.js': chunk('later', '') };
    expect(() => generate('es', bundle)).toThrow(/no "shared" chunk/);
  });

  it('leaves the background’s one IIFE file alone', () => {
    expect(() => generate('iife', { 'background.js': chunk('background', '') })).not.toThrow();
  });
});

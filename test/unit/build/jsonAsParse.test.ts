import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { jsonAsParse } from '../../../scripts/jsonAsParse';

// Issue 17 (docs/decisions.md "Worker start and answer path, round 3"): the presets are bundled as
// `JSON.parse('…')`, which V8 reads faster than the object literal; the data must stay the same.
describe('jsonAsParse', () => {
  const file = resolve(import.meta.dirname, '../../../lib/crawlers/presets.json');
  const plugin = jsonAsParse(file);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
  /** `buildStart` as the bundler calls it: `this.error` throws (Rollup's and Rolldown's contract). */
  const buildStart = (of: Plugin) =>
    (of.buildStart as () => void).call({
      error: (message: string) => {
        throw new Error(message);
      },
    } as never);

  it('turns the matched JSON module into JSON.parse of the same data', () => {
    const out = transform('export default {}', file);
    const body = out?.code.match(/^export default (JSON\.parse\(.*\));$/s)?.[1];
    expect(body).toBeDefined();
    const value: unknown = new Function(`return ${body}`)();
    expect(value).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it('leaves every other module alone', () => {
    expect(transform('export default {}', '/x/lib/other.json')).toBeUndefined();
    expect(transform('export const a = 1;', '/x/lib/crawlers/presets.ts')).toBeUndefined();
    expect(transform('export default "{}"', `${file}?raw`)).toBeUndefined();
  });

  it('fails the build when the file it was given is gone (moved or renamed)', () => {
    expect(() => buildStart(plugin)).not.toThrow();
    expect(() => buildStart(jsonAsParse(resolve(file, '../renamed.json')))).toThrow(
      /renamed\.json does not exist/,
    );
  });
});

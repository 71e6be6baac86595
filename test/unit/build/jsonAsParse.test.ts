import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonAsParse } from '../../../scripts/jsonAsParse';

// Issue 17 (docs/decisions.md "Worker start and answer path, round 3"): the presets are bundled as
// `JSON.parse('…')`, which V8 reads faster than the object literal; the data must stay the same.
describe('jsonAsParse', () => {
  const file = resolve(import.meta.dirname, '../../../lib/crawlers/presets.json');
  const plugin = jsonAsParse(/lib\/crawlers\/presets\.json$/);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;

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
  });
});

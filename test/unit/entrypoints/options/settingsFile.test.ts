import { describe, expect, it } from 'vitest';
import {
  importSettingsFile,
  MAX_SETTINGS_FILE_BYTES,
  readSettingsFile,
  settingsFile,
  settingsFileName,
} from '@/entrypoints/options/settingsFile';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const current: Settings = { ...DEFAULT_SETTINGS, defaultAgent: 'CCBot', delayFloor: 2 };
const envelope = (settings: unknown, extra: object = {}) =>
  JSON.stringify({ robotsLens: 'settings', version: 2, settings, ...extra });

describe('settings export (issue 7)', () => {
  it('wraps the settings in a tagged, versioned envelope that imports back unchanged', () => {
    const exported = settingsFile(current);
    expect(exported).toEqual({ robotsLens: 'settings', version: 2, settings: current });
    expect(readSettingsFile(JSON.stringify(exported), DEFAULT_SETTINGS)).toEqual({
      ok: true,
      value: current,
    });
  });

  it('names the file after the local date', () => {
    expect(settingsFileName(new Date(2025, 0, 5, 23, 59))).toBe(
      'robots-lens-settings-2025-01-05.json',
    );
  });
});

describe('settings import: accepted files', () => {
  it('a bare settings object; what it leaves out keeps its current value', () => {
    expect(readSettingsFile('{"delayCeiling": 30, "autoCheck": false}', current)).toEqual({
      ok: true,
      value: { ...current, delayCeiling: 30, autoCheck: false },
    });
  });

  it('an envelope with a partial settings object', () => {
    expect(readSettingsFile(envelope({ crossOrigin: 'follow' }), current)).toMatchObject({
      ok: true,
      value: { crossOrigin: 'follow', defaultAgent: 'CCBot' },
    });
  });

  it('an empty object changes nothing', () => {
    expect(readSettingsFile('{}', current)).toEqual({ ok: true, value: current });
  });
});

describe('settings import: a bad file says every reason', () => {
  it.each([
    ['not JSON', 'robots.txt, really', ['The file is not JSON']],
    ['empty', '', ['The file is not JSON']],
    ['an array', '[1, 2]', ['The file must hold a JSON object of settings.']],
    ['a string', '"Googlebot"', ['The file must hold a JSON object of settings.']],
    ['null', 'null', ['The file must hold a JSON object of settings.']],
    [
      'another kind of file',
      JSON.stringify({ robotsLens: 'audit', version: 2, settings: {} }),
      ['The file is a Robots Lens "audit" file, not settings.'],
    ],
    [
      'a newer version',
      envelope({}, { version: 3 }),
      ['The file comes from a newer Robots Lens (settings version 3); this one reads version 2.'],
    ],
    [
      'an older version',
      envelope({}, { version: 1 }),
      ['Settings version 1 cannot be imported; this Robots Lens reads version 2.'],
    ],
    [
      'no version and no settings',
      JSON.stringify({ robotsLens: 'settings' }),
      ['The file has no settings version number.', 'The file\'s "settings" must be a JSON object.'],
    ],
    [
      'invalid values (every one reported)',
      envelope({ defaultAgent: 'MJ 12', delayFloor: 0, freshMs: 100 * 3_600_000, colour: 1 }),
      [
        'Default crawler "MJ 12" is not a crawler token (letters, digits, "-" and "_" only).',
        'The fresh window must be shorter than the stale-usable window.',
        'The Crawl-delay floor must be a positive number of seconds.',
        'Unknown setting(s): colour.',
      ],
    ],
    [
      'values of the wrong type',
      '{"delayCeiling": "60", "customAgents": "MyBot"}',
      [
        'Custom crawlers must be a list of product tokens.',
        'The Crawl-delay ceiling must be a positive number of seconds.',
      ],
    ],
    ['a prototype key', '{"__proto__": {"autoCheck": false}}', ['Unknown setting(s): __proto__.']],
  ])('%s', (_name, text, reasons) => {
    const result = readSettingsFile(text, current);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(reasons.length);
    reasons.forEach((r, i) => {
      expect(result.errors[i]).toContain(r);
    });
  });

  it('a file over the size limit is refused without being read', async () => {
    let read = false;
    const result = await importSettingsFile(
      {
        size: MAX_SETTINGS_FILE_BYTES + 1,
        text: async () => {
          read = true;
          return '{}';
        },
      },
      current,
    );
    expect(result).toEqual({
      ok: false,
      errors: ['The file is over 64 KiB: not a Robots Lens settings file.'],
    });
    expect(read).toBe(false);
  });

  it('a file that cannot be read says so', async () => {
    const result = await importSettingsFile(
      { size: 2, text: () => Promise.reject(new Error('permission denied')) },
      current,
    );
    expect(result).toEqual({
      ok: false,
      errors: ['The file could not be read (permission denied).'],
    });
  });
});

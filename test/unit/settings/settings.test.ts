import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  migrateV1,
  saveSettings,
  settingsItem,
  validateSettings,
} from '@/lib/settings';

const HOUR = 3_600_000;

describe('validateSettings (issue 7)', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(DEFAULT_SETTINGS)).toEqual({ ok: true, value: DEFAULT_SETTINGS });
  });

  it.each([
    ['not an object', 'x', 'Settings must be a JSON object.'],
    ['an array', [], 'Settings must be a JSON object.'],
    [
      'a User-Agent string (the entry fields reduce it; a stored value must be the token)',
      { defaultAgent: 'MJ12bot/1.4' },
      'Default crawler "MJ12bot/1.4" is not a crawler token',
    ],
    [
      'a token with a space',
      { customAgents: ['Foo Bar'] },
      'Custom crawler "Foo Bar" is not a crawler token',
    ],
    [
      'fresh ≥ stale',
      { freshMs: 24 * HOUR },
      'The fresh window must be shorter than the stale-usable window.',
    ],
    [
      'stale ≥ expiry',
      { staleMs: 80 * HOUR },
      'The stale-usable window must be shorter than the hard expiry.',
    ],
    ['a negative window', { freshMs: -1 }, 'The fresh window must be a positive duration.'],
    ['floor > ceiling', { delayFloor: 90 }, 'The Crawl-delay floor must not exceed the ceiling.'],
    [
      'zero floor',
      { delayFloor: 0 },
      'The Crawl-delay floor must be a positive number of seconds.',
    ],
    [
      'NaN ceiling',
      { delayCeiling: Number.NaN },
      'The Crawl-delay ceiling must be a positive number',
    ],
    ['a bad policy', { crossOrigin: 'maybe' }, 'The cross-origin redirect policy must be'],
    ['a string flag', { autoCheck: 'yes' }, 'Automatic checking must be true or false.'],
    ['an unknown key', { colour: 'red' }, 'Unknown setting(s): colour.'],
    // Issue 14: absurd values are refused, not stored.
    [
      '1e20 hours',
      { expireMs: 1e20 * HOUR },
      'The hard expiry must be at most a year (8760 hours).',
    ],
    ['a week-long ceiling', { delayCeiling: 604_800 }, 'must be at most a day (86400 seconds).'],
    [
      'a 65-character custom token',
      { customAgents: ['A'.repeat(65)] },
      'is longer than 64 characters.',
    ],
  ])('rejects %s with a message in words', (_name, input, message) => {
    const result = validateSettings(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join(' ')).toContain(message);
  });

  // Issue 13 item 4 (docs/design.md "Crawlers and tokens"): a token with digits is accepted; its
  // verdict carries the non-rfc-token caveat instead of being refused here.
  it('accepts tokens with digits (MJ12bot, 360Spider)', () => {
    expect(
      validateSettings({ defaultAgent: 'MJ12bot', customAgents: ['360Spider', 'MJ12bot'] }),
    ).toMatchObject({
      ok: true,
      value: { defaultAgent: 'MJ12bot', customAgents: ['360Spider', 'MJ12bot'] },
    });
  });

  it('accepts "*" as default crawler and de-duplicates custom tokens', () => {
    const result = validateSettings({ defaultAgent: '*', customAgents: ['my-bot', 'my-bot'] });
    expect(result).toMatchObject({
      ok: true,
      value: { defaultAgent: '*', customAgents: ['my-bot'] },
    });
  });
});

describe('migrateV1 (issue 7: versioned store)', () => {
  it('converts hours to ms and the single agent to defaultAgent', () => {
    expect(
      migrateV1({ agent: 'GPTBot', freshHours: 1, staleHours: 2, expireHours: 3, floor: 2 }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      defaultAgent: 'GPTBot',
      freshMs: HOUR,
      staleMs: 2 * HOUR,
      expireMs: 3 * HOUR,
      delayFloor: 2,
    });
  });

  it('falls back to the defaults when the old value is invalid', () => {
    expect(migrateV1({ agent: 'bad agent', freshHours: 5 })).toEqual(DEFAULT_SETTINGS);
  });

  it('runs on a stored version-1 value', async () => {
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ settings: { agent: 'CCBot' }, settings$: { v: 1 } });
    await settingsItem.migrate();
    expect(await loadSettings()).toMatchObject({ defaultAgent: 'CCBot' });
  });
});

describe('the stored settings', () => {
  beforeEach(() => fakeBrowser.reset());

  it('read as the defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('save only a valid value, and a bad one changes nothing', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, delayFloor: 5 });
    const refused = await saveSettings({ ...DEFAULT_SETTINGS, delayFloor: 500 });
    expect(refused.ok).toBe(false);
    expect((await loadSettings()).delayFloor).toBe(5);
  });

  it('read a corrupt stored value as the defaults', async () => {
    await fakeBrowser.storage.local.set({ settings: { freshMs: 'soon' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledWith('Robots Lens: stored settings are invalid, using defaults:', [
      'The fresh window must be a positive duration.',
    ]);
    warn.mockRestore();
  });
});

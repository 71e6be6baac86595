import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  fieldErrors,
  fromForm,
  hoursToMs,
  msToHours,
  parseDecimal,
  toForm,
} from '@/entrypoints/options/settingsForm';
import { DEFAULT_SETTINGS, validateSettings } from '@/lib/settings';
import { HOUR_MS } from '@/lib/time';

describe('parseDecimal (the form reads what was typed)', () => {
  it.each([
    ['6', 6],
    [' 0.5 ', 0.5],
    ['1,5', 1.5],
    ['.25', 0.25],
    ['3.', 3],
    ['0', 0],
    ['', Number.NaN],
    ['-1', Number.NaN],
    ['1e3', Number.NaN],
    ['0x10', Number.NaN],
    ['10 seconds', Number.NaN],
    ['1.2.3', Number.NaN],
    ['Infinity', Number.NaN],
  ])('%j → %d', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('hours ↔ ms (windows are edited in hours, stored in ms)', () => {
  it.each([
    [6, 6 * HOUR_MS],
    [0.5, 1_800_000],
    [1 / 60, 60_000],
    [0.1, 360_000],
  ])('%d h → %d ms, and back', (hours, ms) => {
    expect(hoursToMs(hours)).toBe(ms);
    expect(Number(msToHours(ms))).toBeCloseTo(hours, 6);
  });

  it('shows whole and short decimals without float noise', () => {
    expect(msToHours(6 * HOUR_MS)).toBe('6');
    expect(msToHours(0.1 * HOUR_MS)).toBe('0.1');
    expect(msToHours(72 * HOUR_MS)).toBe('72');
    expect(hoursToMs(0.1 + 0.2)).toBe(1_080_000); // 0.30000000000000004 h rounds to whole ms
  });

  it('keeps NaN as NaN, so validation names the field', () => {
    expect(hoursToMs(Number.NaN)).toBeNaN();
  });
});

describe('toForm / fromForm', () => {
  it('round-trips the defaults exactly', () => {
    expect(fromForm(toForm(DEFAULT_SETTINGS))).toEqual(DEFAULT_SETTINGS);
  });

  it('turns typed text into the stored units', () => {
    const form = { ...toForm(DEFAULT_SETTINGS), freshHours: '0.5', delayFloor: '2,5' };
    expect(fromForm(form)).toMatchObject({ freshMs: 1_800_000, delayFloor: 2.5 });
  });

  it('text that is not a number becomes a validation error on its own field', () => {
    const form = { ...toForm(DEFAULT_SETTINGS), staleHours: 'soon', delayCeiling: '' };
    const result = validateSettings(fromForm(form));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(fieldErrors(result.issues)).toEqual({
      staleMs: ['The stale-usable window must be a positive duration.'],
      delayCeiling: ['The Crawl-delay ceiling must be a positive number of seconds.'],
    });
  });
});

describe('fieldErrors', () => {
  it('groups messages per field, whole-object ones under "form", without repeats, in words', () => {
    const bad = (value: string) =>
      ({ field: 'customAgents', code: 'custom-agent-token', value, message: '' }) as const;
    expect(
      fieldErrors([
        bad('a b'),
        bad('a b'),
        bad('c/d'),
        { field: null, code: 'unknown-settings', value: 'x', message: '' },
      ]),
    ).toEqual({
      customAgents: [
        'Custom crawler "a b" is not a crawler token (letters, digits, "-" and "_" only).',
        'Custom crawler "c/d" is not a crawler token (letters, digits, "-" and "_" only).',
      ],
      form: ['Unknown setting(s): x.'],
    });
  });
});

describe('changedSettings', () => {
  it('names the settings whose value differs, in page order', () => {
    const after = {
      ...DEFAULT_SETTINGS,
      delayFloor: 3,
      defaultAgent: 'GPTBot',
      customAgents: ['MyBot'],
    };
    expect(changedSettings(DEFAULT_SETTINGS, after)).toEqual([
      'defaultAgent',
      'customAgents',
      'delayFloor',
    ]);
    expect(changedSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS })).toEqual([]);
  });
});

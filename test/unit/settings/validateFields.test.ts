import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, validateSettings } from '@/lib/settings';

const HOUR = 3_600_000;

// Issue 7: each problem names its field, so the options page shows it beside that field.
describe('validateSettings: issues per field', () => {
  it.each([
    [{ defaultAgent: 'Foo Bar' }, 'defaultAgent'],
    [{ customAgents: ['ok', 'not ok'] }, 'customAgents'],
    [{ customAgents: ['*'] }, 'customAgents'],
    [{ freshMs: 0 }, 'freshMs'],
    [{ freshMs: 24 * HOUR }, 'staleMs'], // fresh ≥ stale: fixed by lengthening stale
    [{ staleMs: 72 * HOUR }, 'expireMs'], // stale ≥ hard expiry
    [{ expireMs: Number.POSITIVE_INFINITY }, 'expireMs'],
    [{ delayFloor: -1 }, 'delayFloor'],
    [{ delayFloor: 61 }, 'delayFloor'], // floor > ceiling
    [{ delayCeiling: '60' }, 'delayCeiling'],
    [{ crossOrigin: 'ask' }, 'crossOrigin'],
    [{ autoCheck: 1 }, 'autoCheck'],
    [{ theme: 'dark' }, null],
    [{ constructor: 1 }, null], // an inherited name is still an unknown setting
  ])('%j → %s', (input, field) => {
    const result = validateSettings({ ...DEFAULT_SETTINGS, ...input });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.field)).toEqual([field]);
    expect(result.errors).toEqual(result.issues.map((i) => i.message));
  });

  it('equal floor and ceiling are allowed (floor <= ceiling)', () => {
    expect(validateSettings({ delayFloor: 5, delayCeiling: 5 }).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    const result = validateSettings({ defaultAgent: '', freshMs: -1, delayCeiling: 0, x: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.field)).toEqual([
        'defaultAgent',
        'freshMs',
        'delayCeiling',
        null,
      ]);
    }
  });
});

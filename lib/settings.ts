import { storage } from 'wxt/utils/storage';
import { isValidCrawlerToken } from './crawlers';

/** The one settings store, read by the background, the popup and the options page. */
export interface Settings {
  /** Crawler the popup and the badge check for. */
  defaultAgent: string;
  /** User-added product tokens, shown after the presets. */
  customAgents: string[];
  /** Freshness windows of a robots.txt snapshot, in ms of age (DESIGN.md "Cache"). */
  freshMs: number;
  staleMs: number;
  expireMs: number;
  /** Crawl-delay clamp, in seconds (DESIGN.md "Crawl-delay"). */
  delayFloor: number;
  delayCeiling: number;
  /** A robots.txt redirect to another origin: unavailable (default) or follow (RFC 9309 §2.3.1.2). */
  crossOrigin: 'unavailable' | 'follow';
  /** Check every page on navigation and badge the tab; off: only opening the popup fetches. */
  autoCheck: boolean;
}

const HOUR = 3_600_000;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  defaultAgent: 'Googlebot',
  customAgents: [],
  freshMs: 6 * HOUR,
  staleMs: 24 * HOUR,
  expireMs: 72 * HOUR,
  delayFloor: 1,
  delayCeiling: 60,
  crossOrigin: 'unavailable',
  autoCheck: true,
});

export type Validation = { ok: true; value: Settings } | { ok: false; errors: string[] };

const isPositive = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Validates a whole settings object (the options form, an imported file).
 * Every problem is reported in words; nothing is partially applied.
 */
export function validateSettings(input: unknown): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['Settings must be a JSON object.'] };
  }
  const s = { ...DEFAULT_SETTINGS, ...(input as Partial<Settings>) };
  const errors: string[] = [];
  if (typeof s.defaultAgent !== 'string' || !isValidCrawlerToken(s.defaultAgent)) {
    errors.push(
      `Default crawler "${String(s.defaultAgent)}" is not a product token (letters, "-" and "_" only).`,
    );
  }
  if (!Array.isArray(s.customAgents)) {
    errors.push('Custom crawlers must be a list of product tokens.');
  } else {
    for (const t of s.customAgents) {
      if (typeof t !== 'string' || !isValidCrawlerToken(t) || t === '*') {
        errors.push(
          `Custom crawler "${String(t)}" is not a product token (letters, "-" and "_" only).`,
        );
      }
    }
  }
  for (const key of ['freshMs', 'staleMs', 'expireMs'] as const) {
    if (!isPositive(s[key])) errors.push(`${WINDOW_LABELS[key]} must be a positive duration.`);
  }
  if (isPositive(s.freshMs) && isPositive(s.staleMs) && s.freshMs >= s.staleMs) {
    errors.push('The fresh window must be shorter than the stale-usable window.');
  }
  if (isPositive(s.staleMs) && isPositive(s.expireMs) && s.staleMs >= s.expireMs) {
    errors.push('The stale-usable window must be shorter than the hard expiry.');
  }
  if (!isPositive(s.delayFloor))
    errors.push('The Crawl-delay floor must be a positive number of seconds.');
  if (!isPositive(s.delayCeiling))
    errors.push('The Crawl-delay ceiling must be a positive number of seconds.');
  if (isPositive(s.delayFloor) && isPositive(s.delayCeiling) && s.delayFloor > s.delayCeiling) {
    errors.push('The Crawl-delay floor must not exceed the ceiling.');
  }
  if (s.crossOrigin !== 'unavailable' && s.crossOrigin !== 'follow') {
    errors.push('The cross-origin redirect policy must be "unavailable" or "follow".');
  }
  if (typeof s.autoCheck !== 'boolean') errors.push('Automatic checking must be true or false.');
  const unknown = Object.keys(input).filter((k) => !(k in DEFAULT_SETTINGS));
  if (unknown.length) errors.push(`Unknown setting(s): ${unknown.join(', ')}.`);
  if (errors.length) return { ok: false, errors };
  const { defaultAgent, customAgents, freshMs, staleMs, expireMs, delayFloor, delayCeiling } = s;
  return {
    ok: true,
    value: {
      defaultAgent,
      customAgents: [...new Set(customAgents)],
      freshMs,
      staleMs,
      expireMs,
      delayFloor,
      delayCeiling,
      crossOrigin: s.crossOrigin,
      autoCheck: s.autoCheck,
    },
  };
}

const WINDOW_LABELS = {
  freshMs: 'The fresh window',
  staleMs: 'The stale-usable window',
  expireMs: 'The hard expiry',
} as const;

/**
 * Version 1 stored windows in hours and a single `agent`; version 2 stores ms and a
 * custom-token list. A stored value that fails validation after migration falls back
 * to the defaults (it is never trusted half-valid).
 */
export function migrateV1(old: {
  agent?: string;
  freshHours?: number;
  staleHours?: number;
  expireHours?: number;
  floor?: number;
  ceiling?: number;
}): Settings {
  const candidate = {
    ...DEFAULT_SETTINGS,
    ...(old.agent !== undefined && { defaultAgent: old.agent }),
    ...(old.freshHours !== undefined && { freshMs: old.freshHours * HOUR }),
    ...(old.staleHours !== undefined && { staleMs: old.staleHours * HOUR }),
    ...(old.expireHours !== undefined && { expireMs: old.expireHours * HOUR }),
    ...(old.floor !== undefined && { delayFloor: old.floor }),
    ...(old.ceiling !== undefined && { delayCeiling: old.ceiling }),
  };
  const checked = validateSettings(candidate);
  return checked.ok ? checked.value : { ...DEFAULT_SETTINGS };
}

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: 2,
  migrations: { 2: migrateV1 },
});

/** Reads the settings; a corrupt stored value reads as the defaults (and is reported). */
export async function loadSettings(): Promise<Settings> {
  const stored = await settingsItem.getValue();
  const checked = validateSettings(stored);
  if (checked.ok) return checked.value;
  console.warn('Robots Lens: stored settings are invalid, using defaults:', checked.errors);
  return { ...DEFAULT_SETTINGS };
}

export async function saveSettings(input: unknown): Promise<Validation> {
  const checked = validateSettings(input);
  if (checked.ok) await settingsItem.setValue(checked.value);
  return checked;
}

export function watchSettings(listener: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => {
    const checked = validateSettings(value);
    listener(checked.ok ? checked.value : { ...DEFAULT_SETTINGS });
  });
}

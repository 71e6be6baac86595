import { storage } from 'wxt/utils/storage';
import { isValidCrawlerToken, MAX_TOKEN_LENGTH } from './crawlers';
import { DAY_MS, HOUR_MS } from './time';

/** The one settings store, read by the background, the popup and the options page. */
export interface Settings {
  /** Crawler the popup and the badge check for. */
  defaultAgent: string;
  /** User-added product tokens, shown after the presets. */
  customAgents: string[];
  /** Freshness windows of a robots.txt snapshot, in ms of age (docs/design.md "Cache"). */
  freshMs: number;
  staleMs: number;
  expireMs: number;
  /** Crawl-delay clamp, in seconds (docs/design.md "Crawl-delay"). */
  delayFloor: number;
  delayCeiling: number;
  /** A robots.txt redirect to another origin: unavailable (default) or follow (RFC 9309 §2.3.1.2). */
  crossOrigin: 'unavailable' | 'follow';
  /** Check every page on navigation and badge the tab; off: only opening the popup fetches. */
  autoCheck: boolean;
  /**
   * Revalidate a stale snapshot with the site's own ETag / Last-Modified (304: nothing is
   * downloaded again). Those validators let a site recognise a returning browser, so this is a
   * setting (docs/security.md); off: every refresh is a plain GET.
   */
  revalidate: boolean;
  /**
   * The badge also shows the page's indexing state for the chosen crawler (noindex, and noindex
   * on a disallowed page): the tab's observed headers and its head, read after each load (issue 15).
   */
  badgeIndexing: boolean;
}

const HOUR = HOUR_MS;

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
  revalidate: true,
  badgeIndexing: false,
});

/**
 * What is wrong, as a stable code with its values: the options page words it in the browser's
 * language (components/options/settingsIssueText.ts); `message` is the English sentence (logs).
 */
export type SettingsIssueCode =
  | 'not-object'
  | 'default-agent-token'
  | 'custom-agents-list'
  | 'custom-agent-token'
  | 'custom-agent-too-long'
  | 'window-too-long'
  | 'delay-too-long'
  | 'window-positive'
  | 'fresh-before-stale'
  | 'stale-before-expiry'
  | 'floor-positive'
  | 'ceiling-positive'
  | 'floor-above-ceiling'
  | 'cross-origin-policy'
  | 'auto-check-boolean'
  | 'revalidate-boolean'
  | 'badge-indexing-boolean'
  | 'unknown-settings';

/** One problem with a settings value; `field` is null when it concerns the whole object. */
export interface SettingsIssue {
  field: keyof Settings | null;
  code: SettingsIssueCode;
  /** The value in question (a token, the unknown keys), when the words need it. */
  value?: string;
  message: string;
}

/** `errors` are the issues' messages, in the same order (for logs and plain lists). */
export type Validation =
  | { ok: true; value: Settings }
  | { ok: false; errors: string[]; issues: SettingsIssue[] };

const isPositive = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Upper bounds that keep absurd input (1e20 hours) out of storage (issue 14). */
export const MAX_WINDOW_MS = 365 * DAY_MS;
export const MAX_DELAY_SECONDS = 86_400;

const notToken = (what: string, t: unknown) =>
  `${what} "${String(t)}" is not a crawler token (letters, digits, "-" and "_" only).`;

/**
 * Validates a whole settings object (the options form, an imported file).
 * Every problem is reported in words, with the field it concerns; nothing is partially applied.
 */
export function validateSettings(input: unknown): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail([{ field: null, code: 'not-object', message: 'Settings must be a JSON object.' }]);
  }
  const s = { ...DEFAULT_SETTINGS, ...(input as Partial<Settings>) };
  const issues: SettingsIssue[] = [];
  const add = (
    field: keyof Settings | null,
    code: SettingsIssueCode,
    message: string,
    value?: string,
  ) => issues.push({ field, code, message, ...(value !== undefined && { value }) });
  if (typeof s.defaultAgent !== 'string' || !isValidCrawlerToken(s.defaultAgent)) {
    add(
      'defaultAgent',
      'default-agent-token',
      notToken('Default crawler', s.defaultAgent),
      String(s.defaultAgent),
    );
  }
  if (!Array.isArray(s.customAgents)) {
    add('customAgents', 'custom-agents-list', 'Custom crawlers must be a list of product tokens.');
  } else {
    for (const t of s.customAgents) {
      if (typeof t !== 'string' || !isValidCrawlerToken(t) || t === '*') {
        add('customAgents', 'custom-agent-token', notToken('Custom crawler', t), String(t));
      } else if (t.length > MAX_TOKEN_LENGTH) {
        add(
          'customAgents',
          'custom-agent-too-long',
          `Custom crawler "${t.slice(0, 20)}…" is longer than ${MAX_TOKEN_LENGTH} characters.`,
          `${t.slice(0, 20)}…`,
        );
      }
    }
  }
  for (const key of ['freshMs', 'staleMs', 'expireMs'] as const) {
    if (!isPositive(s[key]))
      add(key, 'window-positive', `${WINDOW_LABELS[key]} must be a positive duration.`);
    else if (s[key] > MAX_WINDOW_MS)
      add(key, 'window-too-long', `${WINDOW_LABELS[key]} must be at most a year (8760 hours).`);
  }
  // Ordering problems sit on the later field: that is the one a user lengthens to fix them.
  if (isPositive(s.freshMs) && isPositive(s.staleMs) && s.freshMs >= s.staleMs) {
    add(
      'staleMs',
      'fresh-before-stale',
      'The fresh window must be shorter than the stale-usable window.',
    );
  }
  if (isPositive(s.staleMs) && isPositive(s.expireMs) && s.staleMs >= s.expireMs) {
    add(
      'expireMs',
      'stale-before-expiry',
      'The stale-usable window must be shorter than the hard expiry.',
    );
  }
  if (!isPositive(s.delayFloor)) {
    add(
      'delayFloor',
      'floor-positive',
      'The Crawl-delay floor must be a positive number of seconds.',
    );
  }
  if (!isPositive(s.delayCeiling)) {
    add(
      'delayCeiling',
      'ceiling-positive',
      'The Crawl-delay ceiling must be a positive number of seconds.',
    );
  }
  for (const key of ['delayFloor', 'delayCeiling'] as const) {
    if (isPositive(s[key]) && s[key] > MAX_DELAY_SECONDS) {
      add(
        key,
        'delay-too-long',
        `${key === 'delayFloor' ? 'The Crawl-delay floor' : 'The Crawl-delay ceiling'} must be at most a day (${MAX_DELAY_SECONDS} seconds).`,
      );
    }
  }
  if (isPositive(s.delayFloor) && isPositive(s.delayCeiling) && s.delayFloor > s.delayCeiling) {
    add('delayFloor', 'floor-above-ceiling', 'The Crawl-delay floor must not exceed the ceiling.');
  }
  if (s.crossOrigin !== 'unavailable' && s.crossOrigin !== 'follow') {
    add(
      'crossOrigin',
      'cross-origin-policy',
      'The cross-origin redirect policy must be "unavailable" or "follow".',
    );
  }
  if (typeof s.autoCheck !== 'boolean')
    add('autoCheck', 'auto-check-boolean', 'Automatic checking must be true or false.');
  if (typeof s.revalidate !== 'boolean')
    add('revalidate', 'revalidate-boolean', 'Conditional revalidation must be true or false.');
  if (typeof s.badgeIndexing !== 'boolean')
    add(
      'badgeIndexing',
      'badge-indexing-boolean',
      'The badge indexing state must be true or false.',
    );
  const unknown = Object.keys(input).filter((k) => !Object.hasOwn(DEFAULT_SETTINGS, k));
  if (unknown.length) {
    add(null, 'unknown-settings', `Unknown setting(s): ${unknown.join(', ')}.`, unknown.join(', '));
  }
  if (issues.length) return fail(issues);
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
      revalidate: s.revalidate,
      badgeIndexing: s.badgeIndexing,
    },
  };
}

function fail(issues: SettingsIssue[]): Validation {
  return { ok: false, errors: issues.map((i) => i.message), issues };
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

/** The stored schema version; exported settings files carry it too. */
export const SETTINGS_VERSION = 2;

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: { 2: migrateV1 },
});

/**
 * Reads the settings. A stored value that fails validation reads as the defaults, and
 * `problems` says why, so the options page can tell the user (never trusted half-valid).
 */
export async function readSettings(): Promise<{
  value: Settings;
  problems: string[];
  issues: SettingsIssue[];
}> {
  const stored = await settingsItem.getValue();
  const checked = validateSettings(stored);
  if (checked.ok) return { value: checked.value, problems: [], issues: [] };
  return { value: { ...DEFAULT_SETTINGS }, problems: checked.errors, issues: checked.issues };
}

/** The settings to act on (the background, the popup); stored problems are logged. */
export async function loadSettings(): Promise<Settings> {
  const { value, problems } = await readSettings();
  if (problems.length)
    console.warn('Robots Lens: stored settings are invalid, using defaults:', problems);
  return value;
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

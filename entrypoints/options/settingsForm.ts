import { i18n } from '#i18n';
import { settingsIssueText } from '@/components/options/settingsIssueText';
import { parseDelay } from '@/lib/robots/crawlDelay';
import type { Settings, SettingsIssue } from '@/lib/settings';
import { HOUR_MS } from '@/lib/time';

/**
 * The options form as the user edits it: numbers stay text (what was typed) until they are
 * parsed, windows are in hours and the Crawl-delay clamp in seconds. Settings store ms.
 */
export interface SettingsForm {
  defaultAgent: string;
  customAgents: string[];
  freshHours: string;
  staleHours: string;
  expireHours: string;
  delayFloor: string;
  delayCeiling: string;
  crossOrigin: Settings['crossOrigin'];
  autoCheck: boolean;
  revalidate: boolean;
  badgeIndexing: boolean;
}

/**
 * A plain non-negative decimal (`,` read as `.`, as some locales type it); anything else is NaN.
 * The same reading as a robots.txt Crawl-delay value, so a floor typed here reads as one there.
 */
export function parseDecimal(text: string): number {
  return parseDelay(text) ?? Number.NaN;
}

/** Whole milliseconds, so that a stored value never carries float noise. */
export function hoursToMs(hours: number): number {
  return Number.isFinite(hours) ? Math.round(hours * HOUR_MS) : Number.NaN;
}

/** `6`, `0.5`, `1.25`: at most six decimals, no trailing zeros. */
export function msToHours(ms: number): string {
  return String(Number((ms / HOUR_MS).toFixed(6)));
}

export function toForm(s: Settings): SettingsForm {
  return {
    defaultAgent: s.defaultAgent,
    customAgents: [...s.customAgents],
    freshHours: msToHours(s.freshMs),
    staleHours: msToHours(s.staleMs),
    expireHours: msToHours(s.expireMs),
    delayFloor: String(s.delayFloor),
    delayCeiling: String(s.delayCeiling),
    crossOrigin: s.crossOrigin,
    autoCheck: s.autoCheck,
    revalidate: s.revalidate,
    badgeIndexing: s.badgeIndexing,
  };
}

/** The settings the form describes; not yet validated (`validateSettings` says what is wrong). */
export function fromForm(f: SettingsForm): Settings {
  return {
    defaultAgent: f.defaultAgent,
    customAgents: [...f.customAgents],
    freshMs: hoursToMs(parseDecimal(f.freshHours)),
    staleMs: hoursToMs(parseDecimal(f.staleHours)),
    expireMs: hoursToMs(parseDecimal(f.expireHours)),
    delayFloor: parseDecimal(f.delayFloor),
    delayCeiling: parseDecimal(f.delayCeiling),
    crossOrigin: f.crossOrigin,
    autoCheck: f.autoCheck,
    revalidate: f.revalidate,
    badgeIndexing: f.badgeIndexing,
  };
}

export function sameForm(a: SettingsForm, b: SettingsForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Messages per field, for the inline errors; `form` holds those about the whole object. */
export type FieldErrors = Partial<Record<keyof Settings | 'form', string[]>>;

export function fieldErrors(issues: readonly SettingsIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.field ?? 'form';
    const message = settingsIssueText(issue);
    const list = out[key] ?? [];
    if (!list.includes(message)) list.push(message);
    out[key] = list;
  }
  return out;
}

/** What each setting is called on the page (status lines name the settings that changed). */
const SETTING_LABELS: Record<keyof Settings, () => string> = {
  defaultAgent: () => i18n.t('options.labels.defaultAgent'),
  customAgents: () => i18n.t('options.labels.customAgents'),
  freshMs: () => i18n.t('options.labels.freshMs'),
  staleMs: () => i18n.t('options.labels.staleMs'),
  expireMs: () => i18n.t('options.labels.expireMs'),
  delayFloor: () => i18n.t('options.labels.delayFloor'),
  delayCeiling: () => i18n.t('options.labels.delayCeiling'),
  crossOrigin: () => i18n.t('options.labels.crossOrigin'),
  autoCheck: () => i18n.t('options.labels.autoCheck'),
  revalidate: () => i18n.t('options.labels.revalidate'),
  badgeIndexing: () => i18n.t('options.labels.badgeIndexing'),
};

export function settingLabel(key: keyof Settings): string {
  return SETTING_LABELS[key]();
}

/** The settings whose value differs, in the page's order. */
export function changedSettings(before: Settings, after: Settings): (keyof Settings)[] {
  return (Object.keys(SETTING_LABELS) as (keyof Settings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}

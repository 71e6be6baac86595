import { SETTINGS_VERSION, type Settings, validateSettings } from '@/lib/settings';

/** The exported file: tagged, so that another JSON file is not read as settings by accident. */
export interface SettingsFile {
  robotsLens: 'settings';
  version: number;
  settings: Settings;
}

/** A settings file is a few hundred bytes; anything far larger is not one (and is not read). */
export const MAX_SETTINGS_FILE_BYTES = 64 * 1024;

export type FileResult = { ok: true; value: Settings } | { ok: false; errors: string[] };

export function settingsFile(settings: Settings): SettingsFile {
  return { robotsLens: 'settings', version: SETTINGS_VERSION, settings };
}

/** `robots-lens-settings-2025-01-15.json` (the local date). */
export function settingsFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `robots-lens-settings-${day}.json`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an imported file: the exported envelope, or a bare settings object. Settings the file
 * leaves out keep their `current` value. Every reason it is refused is listed, and a refused
 * file changes nothing.
 */
export function readSettingsFile(text: string, current: Settings): FileResult {
  if (text.length > MAX_SETTINGS_FILE_BYTES) return tooLarge();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`The file is not JSON (${(e as Error).message}).`] };
  }
  if (!isObject(data)) {
    return { ok: false, errors: ['The file must hold a JSON object of settings.'] };
  }
  let settings: unknown = data;
  if (Object.hasOwn(data, 'robotsLens')) {
    const errors = envelopeErrors(data);
    if (errors.length) return { ok: false, errors };
    settings = data.settings;
  }
  const checked = validateSettings({ ...current, ...(settings as object) });
  return checked.ok ? checked : { ok: false, errors: checked.errors };
}

function envelopeErrors(data: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (data.robotsLens !== 'settings') {
    errors.push(`The file is a Robots Lens "${String(data.robotsLens)}" file, not settings.`);
  }
  const v = data.version;
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    errors.push('The file has no settings version number.');
  } else if (v > SETTINGS_VERSION) {
    errors.push(
      `The file comes from a newer Robots Lens (settings version ${v}); this one reads version ${SETTINGS_VERSION}.`,
    );
  } else if (v !== SETTINGS_VERSION) {
    errors.push(
      `Settings version ${v} cannot be imported; this Robots Lens reads version ${SETTINGS_VERSION}.`,
    );
  }
  if (!isObject(data.settings)) errors.push('The file\'s "settings" must be a JSON object.');
  return errors;
}

function tooLarge(): FileResult {
  return {
    ok: false,
    errors: [
      `The file is over ${MAX_SETTINGS_FILE_BYTES / 1024} KiB: not a Robots Lens settings file.`,
    ],
  };
}

/** Reads a chosen file (a `File`, or anything with its size and text) without reading a huge one. */
export async function importSettingsFile(
  file: { size: number; text(): Promise<string> },
  current: Settings,
): Promise<FileResult> {
  if (file.size > MAX_SETTINGS_FILE_BYTES) return tooLarge();
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, errors: [`The file could not be read (${(e as Error).message}).`] };
  }
  return readSettingsFile(text, current);
}

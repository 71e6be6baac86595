import { DEFAULT_SETTINGS, loadSettings, type Settings, watchSettings } from '@/lib/settings';

export interface LiveSettingsDeps {
  load?: () => Promise<Settings>;
  watch?: (listener: (settings: Settings) => void) => () => void;
}

/**
 * The settings the background acts on: the defaults until storage has been read, then the
 * stored value, kept in step with every change. A storage that cannot be read leaves the
 * defaults in place (checks still answer) and says so.
 */
export function createLiveSettings(deps: LiveSettingsDeps = {}) {
  let current: Settings = DEFAULT_SETTINGS;
  const load = deps.load ?? loadSettings;
  const watch = deps.watch ?? watchSettings;
  const ready = load().then(
    (s) => (current = s),
    (error: unknown) => {
      console.error('Robots Lens: settings could not be read; using the defaults:', error);
      return current;
    },
  );
  return {
    /** The settings now, without waiting for storage (the defaults until it has been read). */
    current: () => current,
    /** The settings once storage has been read. */
    ready: async (): Promise<Settings> => {
      await ready;
      return current;
    },
    /** Follows every stored change; `onChange` runs after the new value is in place. */
    watch: (onChange: (settings: Settings) => void) =>
      watch((next) => {
        current = next;
        onChange(next);
      }),
  };
}

export type LiveSettings = ReturnType<typeof createLiveSettings>;

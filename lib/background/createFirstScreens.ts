import { errorText } from '@/lib/errorText';
import type { Report } from '@/lib/report';
import { type FirstScreen, firstScreenOf, withFirstScreen } from '@/lib/report/firstScreen';

/** The one `storage.session` key the kept first screens live under (written here, read by the popup). */
export const FIRST_SCREEN_KEY = 'firstScreen';

/** The part of `storage.session` used here. */
export interface SessionAreaLike {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/**
 * Keeps the popup's first screen for each report the background computes (lib/report/firstScreen.ts).
 * Writes go one after another (each reads the list it extends). With no `storage.session`
 * (an older Firefox) nothing is kept and the popup waits for the worker, as before.
 */
export function createFirstScreens(area: SessionAreaLike | undefined) {
  let queue: Promise<void> = Promise.resolve();
  const update = (change: (kept: FirstScreen[]) => FirstScreen[]) => {
    if (!area) return queue;
    queue = queue
      .then(async () => {
        const stored = (await area.get(FIRST_SCREEN_KEY))[FIRST_SCREEN_KEY];
        const kept = Array.isArray(stored) ? (stored as FirstScreen[]) : [];
        await area.set({ [FIRST_SCREEN_KEY]: change(kept) });
      })
      .catch((error: unknown) =>
        console.error('Robots Lens: keeping the popup first screen failed:', error),
      );
    return queue;
  };
  return {
    /** Keeps the answer computed for `url` and the crawler asked (undefined: the default). */
    remember(url: string, asked: string | undefined, report: Report): Promise<void> {
      return update((kept) => withFirstScreen(kept, firstScreenOf(url, asked ?? null, report)));
    },
    /** Drops the answers computed from `origin`'s robots.txt (a new version landed). */
    forgetOrigin(origin: string): Promise<void> {
      return update((kept) => kept.filter((e) => e.report.origin !== origin));
    },
    /** Drops every answer (the settings changed: the default crawler or the limits). */
    clear(): Promise<void> {
      return update(() => []);
    },
  };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;

/**
 * The kept first screens as stored (lib/report/firstScreen.ts `pickFirstScreen` checks them);
 * null where there is no `storage.session` or it cannot be read — the popup then waits for the
 * worker's answer, as before; the browser's error is logged.
 */
export function readFirstScreens(area: Pick<SessionAreaLike, 'get'> | undefined): Promise<unknown> {
  if (!area) return Promise.resolve(null);
  return area.get(FIRST_SCREEN_KEY).then(
    (items) => items[FIRST_SCREEN_KEY],
    (e: unknown) => {
      console.warn('Robots Lens: the kept first screen could not be read:', errorText(e));
      return null;
    },
  );
}

/** The phases of the background's answer that `npm run bench popup` reads (test/bench/popup.bench.ts). */
export type BackgroundPhase =
  | 'bg:script'
  | 'bg:main'
  | 'bg:guarded'
  | 'bg:created'
  | 'bg:warmed'
  | 'bg:asked'
  | 'bg:settings'
  | 'bg:snapshot'
  | 'bg:parsed'
  | 'bg:report'
  | 'bg:caveat'
  | 'bg:changed';

/**
 * Marks a phase of the background's first answer on the worker's performance timeline (a
 * User Timing mark, a few µs). Only the first mark of each name is kept, so a long-lived
 * worker holds at most one per phase; the bench clears them to time a later answer.
 */
export function markPhase(name: BackgroundPhase): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(name, 'mark').length > 0)
    return;
  performance.mark(name);
}

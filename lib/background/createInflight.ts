/**
 * Promises still running, so start-up work can wait until the answers in flight are sent
 * (the worker's first answer, often the popup's, goes before the repaint of every tab).
 */
export function createInflight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Follows `work` until it settles; returns it unchanged. */
    track<T>(work: Promise<T>): Promise<T> {
      const followed = work.finally(() => running.delete(followed));
      running.add(followed);
      followed.catch(() => {}); // the caller handles `work`'s failure; this copy only waits
      return work;
    },
    /** Resolves once nothing tracked is running (work tracked meanwhile is waited for too). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

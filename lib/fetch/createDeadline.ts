/**
 * One fetch's time limit: an abort signal that fires after `ms` (headers and body alike), and
 * whether it was the limit that fired, so a timeout reads as a timeout and not as a network error.
 */
export function createDeadline(ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => clearTimeout(timer),
  };
}

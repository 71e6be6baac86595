import { useEffect, useState } from 'preact/hooks';

/** Seconds left of a wait of `ms` announced with `key` (a new key restarts it); ticks down to 0. */
export function useCountdown(ms: number | null, key: unknown): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!ms || ms <= 0) {
      setLeft(0);
      return;
    }
    const until = Date.now() + ms;
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    const stop = setTimeout(() => clearInterval(id), ms + 1000);
    return () => {
      clearInterval(id);
      clearTimeout(stop);
    };
  }, [ms, key]);
  return left;
}

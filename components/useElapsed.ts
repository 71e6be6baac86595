import { useEffect, useState } from 'preact/hooks';

/** Whole seconds since the component mounted or `key` changed, ticking once a second. */
export function useElapsed(key: unknown): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    setElapsed(0);
    const id = setInterval(() => setElapsed(Math.floor((Date.now() - start) / 1000)), 1000);
    return () => clearInterval(id);
  }, [key]);
  return elapsed;
}

import { useEffect, useState } from 'preact/hooks';
import { errorWords } from '@/components/errorWords';
import { type RobotsSource, sendMessage } from '@/lib/messaging';

export type SourceState =
  | { kind: 'none' }
  | { kind: 'loading'; origin: string }
  | { kind: 'loaded'; source: RobotsSource }
  | { kind: 'error'; origin: string; reason: string };

/** The origin's live robots.txt and kept versions, from the background's cache. */
export function useRobotsSource(origin: string | null): SourceState {
  const [state, setState] = useState<SourceState>(
    origin ? { kind: 'loading', origin } : { kind: 'none' },
  );
  useEffect(() => {
    if (!origin) return setState({ kind: 'none' });
    let alive = true;
    setState({ kind: 'loading', origin });
    sendMessage('getRobotsSource', { origin }).then(
      (source) => alive && setState({ kind: 'loaded', source }),
      (error: unknown) =>
        alive &&
        setState({
          kind: 'error',
          origin,
          reason: errorWords(error),
        }),
    );
    return () => {
      alive = false;
    };
  }, [origin]);
  return state;
}

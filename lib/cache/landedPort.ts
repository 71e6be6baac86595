import { browser } from 'wxt/browser';

/**
 * A memory-only cache (a Firefox private window's, Chrome's incognito worker's) writes nothing to
 * storage, so `storage.onChanged` never tells an open popup that a background refresh landed.
 * The background tells the pages over this port instead (issue 12 round 2, item 5).
 */
export const LANDED_PORT = 'snapshot-landed';

export interface LandedMessage {
  origin: string;
}

/** The slice of a runtime Port used here (both sides). */
export interface LandedPortLike {
  name: string;
  postMessage(message: LandedMessage): void;
  disconnect(): void;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
}

/** The background's side: the pages listening, and `tell` when a memory-only fetch lands. */
export function createLandedPorts(onError: (error: unknown) => void) {
  const ports = new Set<LandedPortLike>();
  return {
    add(port: LandedPortLike): void {
      ports.add(port);
      port.onDisconnect.addListener(() => ports.delete(port));
    },
    tell(origin: string): void {
      for (const port of ports) {
        try {
          port.postMessage({ origin });
        } catch (error) {
          // The page closed between its disconnect and our post.
          ports.delete(port);
          onError(error);
        }
      }
    },
  };
}

/** The page's side: calls `onLanded` when a memory-only fetch for `origin` lands. */
export function watchLanded(
  origin: string,
  onLanded: () => void,
  connect: (info: { name: string }) => LandedPortLike = (info) =>
    browser.runtime.connect(info) as unknown as LandedPortLike,
): () => void {
  const port = connect({ name: LANDED_PORT });
  port.onMessage.addListener((message) => {
    if ((message as Partial<LandedMessage>)?.origin === origin) onLanded();
  });
  return () => port.disconnect();
}

import type { Handlers } from '@/lib/messaging';
import { type RequestPortLike, serveRequestPort } from '@/lib/requestPort';

/**
 * A connected pair of ports, as `runtime.connect` gives the page and `onConnect` the background:
 * a message posted on one side arrives on the other (asynchronously), disconnecting either side
 * tells the other.
 */
export function portPair(name: string): { page: RequestPortLike; background: RequestPortLike } {
  const make = () => {
    const messages: ((m: unknown) => void)[] = [];
    const disconnects: (() => void)[] = [];
    return { messages, disconnects };
  };
  const a = make();
  const b = make();
  let open = true;
  const side = (
    self: ReturnType<typeof make>,
    other: ReturnType<typeof make>,
  ): RequestPortLike => ({
    name,
    postMessage(message) {
      if (!open) throw new Error('Attempt to postMessage on disconnected port');
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const listener of other.messages) listener(copy);
      });
    },
    disconnect() {
      if (!open) return;
      open = false;
      queueMicrotask(() => {
        for (const listener of other.disconnects) listener();
      });
    },
    onMessage: { addListener: (callback) => void self.messages.push(callback) },
    onDisconnect: { addListener: (callback) => void self.disconnects.push(callback) },
  });
  return { page: side(a, b), background: side(b, a) };
}

/** A `runtime.connect` whose request ports are served by `handlers`, as the background serves them. */
export function connectTo(handlers: Partial<Handlers>) {
  return (info: { name: string }): RequestPortLike => {
    const { page, background } = portPair(info.name);
    serveRequestPort(background, handlers);
    return page;
  };
}

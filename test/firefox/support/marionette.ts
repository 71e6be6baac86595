import { connect, type Socket } from 'node:net';

/**
 * A minimal client for Firefox's Marionette protocol (the WebDriver-like remote protocol
 * Firefox ships): TCP, each packet `<byte length>:<JSON>`, commands `[0, id, name, params]`,
 * answers `[1, id, error, result]`. Enough to install a temporary add-on, open its pages and
 * read them; no dependency beyond Node.
 */
export interface Marionette {
  send<T = unknown>(name: string, params?: Record<string, unknown>): Promise<T>;
  close(): void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  name: string;
}

export async function connectMarionette(port: number): Promise<Marionette> {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let buffer = Buffer.alloc(0);
  let hello: ((value: unknown) => void) | null = null;
  const helloReceived = new Promise((resolve) => {
    hello = resolve;
  });

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  socket.on('error', (error) => failAll(error));
  socket.on('close', () => failAll(new Error('Marionette connection closed')));
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(0x3a);
      if (colon < 0) return;
      const length = Number(buffer.subarray(0, colon).toString('ascii'));
      if (buffer.length < colon + 1 + length) return;
      const packet = JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString('utf8'));
      buffer = buffer.subarray(colon + 1 + length);
      if (!Array.isArray(packet)) {
        hello?.(packet);
        hello = null;
        continue;
      }
      const [, id, error, result] = packet as [
        number,
        number,
        { error: string; message: string } | null,
        unknown,
      ];
      const waiting = pending.get(id);
      if (!waiting) continue;
      pending.delete(id);
      if (error) waiting.reject(new Error(`${waiting.name}: ${error.error}: ${error.message}`));
      else waiting.resolve(result);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  await helloReceived;

  return {
    send<T>(name: string, params: Record<string, unknown> = {}) {
      const id = nextId++;
      const body = Buffer.from(JSON.stringify([0, id, name, params]), 'utf8');
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, name });
        socket.write(`${body.length}:`);
        socket.write(body);
      });
    },
    close() {
      socket.destroy();
    },
  };
}

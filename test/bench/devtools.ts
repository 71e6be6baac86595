/**
 * A DevTools protocol client over the browser's WebSocket endpoint (`--remote-debugging-port=0`,
 * whose port Chromium writes to `DevToolsActivePort` in the profile), with flat sessions: a
 * command for an attached target carries its `sessionId`. Playwright's own CDP sessions cannot
 * address targets it does not list, such as the toolbar popup (test/bench/toolbarPopup.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';

export interface DevTools {
  send<T = Record<string, unknown>>(
    method: string,
    params?: Record<string, unknown>,
    sessionId?: string,
  ): Promise<T>;
  /** Calls `listener` with the params of every event named `method`, from any session. */
  on(method: string, listener: (params: Record<string, unknown>, sessionId?: string) => void): void;
  close(): void;
}

interface Incoming {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

export async function connectDevTools(userDataDir: string): Promise<DevTools> {
  const [port, path] = readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const listeners = new Map<
    string,
    ((params: Record<string, unknown>, sessionId?: string) => void)[]
  >();
  // The browser gone (crashed, closed): every pending command fails instead of waiting for ever.
  socket.on('close', () => {
    for (const call of waiting.values()) call.reject(new Error('the DevTools connection closed'));
    waiting.clear();
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Incoming;
    if (message.id !== undefined) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result as never);
      return;
    }
    for (const listener of listeners.get(message.method ?? '') ?? []) {
      listener(message.params ?? {}, message.sessionId);
    }
  });
  return {
    send(method, params = {}, sessionId) {
      const id = ++lastId;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    close() {
      socket.close();
    },
  };
}

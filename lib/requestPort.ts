import { browser } from 'wxt/browser';
import { errorText } from '@/lib/errorText';
import {
  type Envelope,
  type Handlers,
  isEnvelope,
  type MessageType,
  type Reply,
  type RequestOf,
  type ResponseOf,
  replyValue,
} from '@/lib/messaging';
import { MessagingError } from '@/lib/messagingError';

/*
 * Apart from lib/messaging.ts: only the popup's later chunk asks over a port, so this stays off
 * the popup's first-screen path (issue 14: ≤ 15 KB gzip before the verdict).
 */

/** Requests that may outlive the page that asks (a page fetch takes up to 10 s) use a port. */
export const REQUEST_PORT = 'request';

/** The slice of a runtime Port the request port uses (the page's and the background's side). */
export interface RequestPortLike {
  name: string;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(callback: (message: unknown) => void): void };
  onDisconnect: { addListener(callback: () => void): void };
}

/**
 * `sendMessage` over a one-request port. Closing the popup then just disconnects the port:
 * a pending `runtime.sendMessage` would instead be rejected as the page unloads, which Firefox
 * logs as an error ("Promise rejected after context unloaded").
 */
export function requestOverPort<K extends MessageType>(
  type: K,
  data: RequestOf<K>,
  connect: (info: { name: string }) => RequestPortLike = (info) =>
    browser.runtime.connect(info) as unknown as RequestPortLike,
): Promise<ResponseOf<K>> {
  return new Promise((resolve, reject) => {
    const port = connect({ name: REQUEST_PORT });
    let answered = false;
    port.onMessage.addListener((message) => {
      answered = true;
      port.disconnect();
      try {
        resolve(replyValue(message, type));
      } catch (e) {
        reject(e);
      }
    });
    port.onDisconnect.addListener(() => {
      if (!answered) reject(new MessagingError('closed', type));
    });
    port.postMessage({ type, data } satisfies Envelope);
  });
}

/** The background's side: one envelope in, one reply out, unless the page has gone meanwhile. */
export function serveRequestPort(port: RequestPortLike, handlers: Partial<Handlers>): void {
  let gone = false;
  port.onDisconnect.addListener(() => {
    gone = true;
  });
  port.onMessage.addListener((message) => {
    const reply = (r: Reply<unknown>) => {
      if (!gone) port.postMessage(r);
    };
    if (!isEnvelope(message, handlers)) {
      reply({ ok: false, reason: 'not a request the background knows', code: 'unknown-request' });
      return;
    }
    const handler = handlers[message.type] as (data: unknown) => unknown;
    Promise.resolve()
      .then(() => handler(message.data))
      .then(
        (value) => reply({ ok: true, value }),
        (error: unknown) => reply({ ok: false, reason: errorText(error) }),
      );
  });
}

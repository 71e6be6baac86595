/**
 * Why a message to the background got no usable answer, as a code the pages word in their
 * language (components/errorWords.ts, issue 18):
 * - `no-receiver`: nothing listens (the browser's "Could not establish connection. Receiving end
 *   does not exist.", e.g. while the service worker starts);
 * - `no-answer`: the message was delivered but nothing answered it;
 * - `closed`: the background closed the request's port before answering;
 * - `unknown-request`: the background does not know this request;
 * - `unexpected-answer`: an answer came, of another shape than the contract's.
 */
export type MessagingCode =
  | 'no-receiver'
  | 'no-answer'
  | 'closed'
  | 'unknown-request'
  | 'unexpected-answer';

/**
 * A messaging failure: its code (also its message, for logs) and the request it was for. Kept
 * this small on purpose: it is on the popup's first-screen path (issue 14, ≤ 15 KB gzip).
 */
export class MessagingError extends Error {
  constructor(
    readonly code: MessagingCode,
    readonly request: string,
  ) {
    super(code);
  }
}

/**
 * The browser's error when nothing of the extension listens: Chromium and Firefox both say
 * "Could not establish connection. Receiving end does not exist."
 */
export function isNoReceiver(message: string): boolean {
  return message.includes('Receiving end does not exist');
}

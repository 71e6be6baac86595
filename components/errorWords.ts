import { errorText } from '@/lib/errorText';
import { MessagingError } from '@/lib/messagingError';
import { codeKey, tKey } from './translate';

/**
 * An error in the UI's language: a messaging failure (lib/messagingError.ts) worded from its
 * code, naming the request; any other error's own words (a handler's, the browser's) verbatim.
 */
export function errorWords(error: unknown): string {
  return error instanceof MessagingError
    ? tKey(`messaging.${codeKey(error.code)}`, [error.request])
    : errorText(error);
}

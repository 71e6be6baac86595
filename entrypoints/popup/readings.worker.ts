import { errorText } from '@/lib/errorText';
import type { ReadingsInput, ReadingsReply } from './readingsInput';
import { readingsOf } from './readingsOf';

/**
 * The readings, off the popup's thread: a hostile file can make Protego's regex matching take
 * seconds (docs/security.md, attack 2), and the popup must stay responsive meanwhile. One job per
 * worker; the page terminates it when the answer came, the report changed or the time ran out.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadingsInput>) => void) | null;
  postMessage(message: ReadingsReply): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ rows: readingsOf(event.data) });
  } catch (error) {
    scope.postMessage({ error: errorText(error) });
  }
};

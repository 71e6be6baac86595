import { readHead } from './readHead';
import { type SignalsInput, signalsFromHead } from './signalsFromHead';
import type { HeadData, PageSignals } from './types';

export interface PageSignalsInput extends SignalsInput {
  /** The head as HTML text or bytes (a fetched page)… */
  headHtml?: string | Uint8Array;
  /** `headHtml` is the first part of a longer page (the fetch stopped at its byte cap). */
  headCut?: boolean;
  /** …or as read from the live DOM. Neither: the head is unknown. */
  headData?: HeadData;
}

/**
 * One page's own signals for one crawler (lib/signals/signalsFromHead.ts), its head given as
 * data (`headData`), as HTML (`headHtml`, read here with htmlparser2) or not at all.
 */
export function readPageSignals(input: PageSignalsInput): PageSignals {
  const head =
    input.headData ??
    (input.headHtml !== undefined ? readHead(input.headHtml, input.headCut) : null);
  return signalsFromHead(input, head);
}

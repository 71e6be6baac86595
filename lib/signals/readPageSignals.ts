import { readHead } from './readHead';
import { type PageSignalsInput, signalsFromHead } from './signalsFromHead';
import type { PageSignals } from './types';

export type { PageSignalsInput };

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

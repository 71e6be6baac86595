import { i18n } from '#i18n';
import { readRefusal } from '@/lib/net/refusal';
import type { PageProblem } from '@/lib/page/types';
import { fetchFailureText } from './fetchErrorText';
import { formatSeconds } from './intlCore';
import { refusalText } from './refusalText';

/** Why a part of the page could not be read, in words; the browser's own text stays verbatim. */
export function pageProblemText({ code, detail }: PageProblem): string {
  switch (code) {
    case 'timeout':
      return i18n.t('popup.indexing.timedOut', [formatSeconds(Number(detail))]);
    case 'network-error': {
      // The request guard refused the page (lib/net/refusal.ts): that is the whole story.
      const refusal = readRefusal(detail);
      if (refusal) return refusalText(refusal);
      return fetchFailureText({ cause: 'network-error', httpStatus: null, error: detail });
    }
    case 'no-head':
      return i18n.t('popup.indexing.noHead');
    case 'no-scripting':
      return i18n.t('popup.indexing.noScripting');
    case 'head-unreadable':
      return i18n.t('popup.indexing.headUnreadable', [detail]);
  }
}

import { i18n } from '#i18n';
import type { PageProblem } from '@/lib/page/types';
import { fetchFailureText } from './fetchErrorText';
import { formatSeconds } from './intlCore';

/** Why a part of the page could not be read, in words; the browser's own text stays verbatim. */
export function pageProblemText({ code, detail }: PageProblem): string {
  switch (code) {
    case 'timeout':
      return i18n.t('popup.indexing.timedOut', [formatSeconds(Number(detail))]);
    case 'network-error':
      // A refusal of the request guard is the whole story: fetchFailureText words it as one.
      return fetchFailureText({ cause: 'network-error', httpStatus: null, error: detail });
    case 'no-head':
      return i18n.t('popup.indexing.noHead');
    case 'no-scripting':
      return i18n.t('popup.indexing.noScripting');
    case 'head-unreadable':
      return i18n.t('popup.indexing.headUnreadable', [detail]);
  }
}

import { i18n } from '#i18n';
import type { PageProblem } from '@/lib/page/types';
import { fetchFailureText } from './fetchErrorText';
import { formatSeconds } from './intl';

/** Why a part of the page could not be read, in words; the browser's own text stays verbatim. */
export function pageProblemText({ code, detail }: PageProblem): string {
  switch (code) {
    case 'timeout':
      return i18n.t('popup.indexing.timedOut', [formatSeconds(Number(detail))]);
    case 'network-error':
      return fetchFailureText({ cause: 'network-error', httpStatus: null, error: detail });
    case 'no-head':
      return i18n.t('popup.indexing.noHead');
    case 'no-scripting':
      return i18n.t('popup.indexing.noScripting');
    case 'head-unreadable':
      return i18n.t('popup.indexing.headUnreadable', [detail]);
  }
}

import { i18n } from '#i18n';
import type { SitemapFailure } from '@/lib/sitemaps/sitemapFailure';

/** Why the explorer's background gave no result, in words (lib/messaging.ts); details verbatim. */
export function sitemapFailureText({ code, detail }: SitemapFailure): string {
  switch (code) {
    case 'not-applicable':
      return i18n.t('popup.explorer.failure.notApplicable', [detail]);
    case 'unsendable':
      return i18n.t('popup.explorer.failure.unsendable', [detail]);
    case 'no-answer':
      return i18n.t('popup.explorer.noAnswer');
    case 'failed':
      return detail;
  }
}

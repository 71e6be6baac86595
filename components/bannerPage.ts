import { i18n } from '#i18n';
import type { PageSignalsReport } from '@/lib/page/types';
import type { ConflictCode } from '@/lib/signals/types';
import type { BannerPage } from './VerdictBanner';

/** A conflict in a few words beside the verdict; the glance line below says it in full. */
const CONFLICT_SHORT: Record<ConflictCode, () => string> = {
  'noindex-unreachable-by-crawler': () => i18n.t('popup.banner.conflict.noindexUnreachable'),
  'canonical-disallowed': () => i18n.t('popup.banner.conflict.canonicalDisallowed'),
  'canonical-other': () => i18n.t('popup.banner.conflict.canonicalOther'),
  'canonical-conflict': () => i18n.t('popup.banner.conflict.canonicalConflict'),
};

/** What the banner says of the page's own signals (issue 15 "Badge and banner"). */
export function bannerPage(page: PageSignalsReport): BannerPage {
  return {
    noindex: page.signals.indexing.index === 'noindex',
    conflicts: page.signals.conflicts.map((c) => ({
      code: c.code,
      words: CONFLICT_SHORT[c.code]?.() ?? c.code,
    })),
  };
}

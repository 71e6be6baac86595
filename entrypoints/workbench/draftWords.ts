import { i18n } from '#i18n';
import { formatSize } from '@/components/intl';
import { formatNumber } from '@/components/intlCore';
import type { DraftCut } from '@/lib/workbench';

/** What capDraft cut, in words. */
export function cutText(cut: DraftCut): string {
  return i18n.t('workbench.cut', [
    formatSize(cut.totalBytes),
    formatSize(cut.capBytes),
    formatNumber(cut.keptLines),
    formatSize(cut.keptBytes),
  ]);
}

/** What a loaded file held that is not text (readDraftFile's counts), or null when it is text. */
export function fileText(name: string, counts: { replaced: number; nul: number }): string | null {
  const parts = [];
  if (counts.replaced)
    parts.push(i18n.t('workbench.notUtf8', counts.replaced, [name, formatNumber(counts.replaced)]));
  if (counts.nul)
    parts.push(i18n.t('workbench.nulBytes', counts.nul, [name, formatNumber(counts.nul)]));
  return parts.length ? parts.join(' ') : null;
}

import { i18n } from '#i18n';
import type { Indexing } from '@/lib/signals';
import type { BannerPage } from './VerdictBanner';

export interface IndexingGlanceProps {
  indexing: Indexing;
  /** The conflicts in a few words (./bannerPage.ts); the "This page" section says them in full. */
  conflicts: BannerPage['conflicts'];
  /** Opens the section with the directives, their sources and the conflicts in full. */
  onOpen: () => void;
}

const INDEX: Record<Indexing['index'], () => string> = {
  index: () => i18n.t('popup.indexing.glance.index'),
  noindex: () => i18n.t('popup.indexing.glance.noindex'),
  unknown: () => i18n.t('popup.indexing.glance.indexUnknown'),
};
const FOLLOW: Record<Indexing['follow'], () => string> = {
  follow: () => i18n.t('popup.indexing.glance.follow'),
  nofollow: () => i18n.t('popup.indexing.glance.nofollow'),
  unknown: () => i18n.t('popup.indexing.glance.followUnknown'),
};
const CANONICAL: Record<Indexing['canonical']['state'], () => string> = {
  self: () => i18n.t('popup.indexing.glance.canonicalSelf'),
  other: () => i18n.t('popup.indexing.glance.canonicalOther'),
  conflicting: () => i18n.t('popup.indexing.glance.canonicalConflicting'),
  invalid: () => i18n.t('popup.indexing.glance.canonicalInvalid'),
  none: () => i18n.t('popup.indexing.glance.canonicalNone'),
};

/**
 * The first screen's one line for indexing (DESIGN.md "The popup's first screen"): index or
 * noindex, follow, canonical, and the conflict when there is one; a click opens the details.
 */
export function IndexingGlance({ indexing, conflicts, onOpen }: IndexingGlanceProps) {
  // A conflict about the canonical says more than its state ("canonical: another URL"): it
  // takes the canonical's place instead of repeating it.
  const aboutCanonical = conflicts.some((c) => c.code.startsWith('canonical-'));
  const parts = [INDEX[indexing.index](), FOLLOW[indexing.follow]()];
  if (!aboutCanonical) parts.push(CANONICAL[indexing.canonical.state]());
  return (
    <p
      class={`glance-line indexing-line${conflicts.length ? ' flagged' : ''}`}
      data-testid="indexing-line"
    >
      <button type="button" class="link-button" aria-controls="section-page" onClick={onOpen}>
        {i18n.t('popup.indexing.glance.line', [parts.join(i18n.t('popup.indexing.glance.sep'))])}
      </button>
      {conflicts.map((c) => (
        <span key={c.code} class="conflict-short" data-code={c.code}>
          {i18n.t('popup.indexing.glance.sep')}
          <span aria-hidden="true">⚠ </span>
          {c.words}
        </span>
      ))}
    </p>
  );
}

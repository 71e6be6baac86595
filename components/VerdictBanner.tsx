import type { ComponentChildren } from 'preact';
import { i18n } from '#i18n';
import type { VerdictKind } from '@/lib/report';
import type { WordedCaveat } from '@/lib/report/caveatTypes';

/** `loading` while a check runs, `error` when no report could be had (see docs/decisions.md). */
export type BannerKind = VerdictKind | 'loading' | 'error';

const LABELS: Record<BannerKind, { icon: string; label: () => string }> = {
  allowed: { icon: '✓', label: () => i18n.t('popup.verdict.allowed') },
  disallowed: { icon: '✕', label: () => i18n.t('popup.verdict.disallowed') },
  unreachable: { icon: '!', label: () => i18n.t('popup.verdict.unreachable') },
  expired: { icon: '!', label: () => i18n.t('popup.verdict.expired') },
  'not-applicable': { icon: '–', label: () => i18n.t('popup.verdict.notApplicable') },
  loading: { icon: '…', label: () => i18n.t('popup.verdict.loading') },
  error: { icon: '!', label: () => i18n.t('popup.verdict.error') },
};

export interface VerdictBannerProps {
  kind: BannerKind;
  /** The product token the verdict is for ('' while not yet known). */
  agent: string;
  /**
   * Why, said once: the deciding rule (MatchedRule) when one decided, else the report's
   * explanation in words. While loading: what the check waits for.
   */
  reason?: ComponentChildren;
  /** Every caveat that changes what the verdict means (components/caveats.ts). */
  caveats?: WordedCaveat[];
  /** Google's reading when the verdict is `unreachable` only through a cross-origin redirect. */
  google?: 'allowed' | 'disallowed' | null;
  /**
   * The page's own signals (issue 15 "Badge and banner"), once known: as `data-noindex` and
   * `data-conflict`; the indexing line just below says them in words (issue 14: said once).
   */
  page?: BannerPage | null;
}

/** The page's own signals as the banner says them (./bannerPage.ts). */
export interface BannerPage {
  noindex: boolean;
  conflicts: { code: string; words: string }[];
}

/** The answer at a glance: colour, icon and word (it reads without colour too), crawler, why, caveats. */
export function VerdictBanner({
  kind,
  agent,
  reason,
  caveats = [],
  google,
  page,
}: VerdictBannerProps) {
  const { icon, label } = LABELS[kind];
  const forWhom = agent && kind !== 'loading' && kind !== 'error' && kind !== 'not-applicable';
  return (
    <section
      class={`verdict v-${kind}${caveats.length ? ' has-caveats' : ''}`}
      data-testid="verdict"
      data-verdict={kind}
      data-agent={agent}
      data-caveat={caveats.length ? caveats.map((c) => c.code).join(' ') : undefined}
      data-google={google ?? undefined}
      data-noindex={page?.noindex ? 'true' : undefined}
      data-conflict={
        page?.conflicts.length ? page.conflicts.map((c) => c.code).join(' ') : undefined
      }
      aria-live="polite"
      aria-busy={kind === 'loading'}
    >
      <p class="verdict-label">
        <span class="verdict-icon" aria-hidden="true">
          {icon}
        </span>
        {label()}
        {forWhom && (
          <span class="verdict-agent">
            {i18n.t('popup.banner.for', [agent === '*' ? i18n.t('popup.banner.anyOther') : agent])}
          </span>
        )}
        {/* Issue 15: the banner says noindex beside the crawl verdict; the indexing line below
            carries the canonical and the conflict in words. */}
        {forWhom && page?.noindex && (
          <span class="verdict-page" data-testid="verdict-noindex">
            {i18n.t('popup.banner.noindex')}
          </span>
        )}
      </p>
      {reason && (
        <div
          class="verdict-why"
          role={kind === 'error' ? 'alert' : undefined}
          data-testid={kind === 'error' ? 'error' : undefined}
        >
          {reason}
        </div>
      )}
      {caveats.length > 0 && (
        <ul class="caveats" aria-label={i18n.t('popup.banner.caveats')}>
          {caveats.map((c) => (
            <li key={c.code} data-code={c.code}>
              <span aria-hidden="true">⚠ </span>
              {c.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { VerdictKind } from '@/lib/report';

/** `loading` while a check runs, `error` when no report could be had (see docs/decisions.md). */
export type BannerKind = VerdictKind | 'loading' | 'error';

const LABELS: Record<BannerKind, { icon: string; label: string }> = {
  allowed: { icon: '✓', label: 'Allowed' },
  disallowed: { icon: '✕', label: 'Disallowed' },
  unreachable: { icon: '!', label: 'Unreachable: treated as disallowed' },
  expired: { icon: '!', label: 'Expired: not crawlable until refreshed' },
  'not-applicable': { icon: '–', label: 'Not applicable' },
  loading: { icon: '…', label: 'Checking…' },
  error: { icon: '!', label: 'Could not check' },
};

export interface VerdictBannerProps {
  kind: BannerKind;
  /** The product token the verdict is for ('' while not yet known). */
  agent: string;
  headline?: string;
  explanation?: string;
  /** Shown for kind `error`: what went wrong, in words. */
  error?: string;
}

/** The answer at a glance: colour, icon and word, so it reads without colour too. */
export function VerdictBanner({ kind, agent, headline, explanation, error }: VerdictBannerProps) {
  const { icon, label } = LABELS[kind];
  return (
    <section
      class={`verdict v-${kind}`}
      data-testid="verdict"
      data-verdict={kind}
      data-agent={agent}
      aria-live="polite"
      aria-busy={kind === 'loading'}
    >
      <p class="verdict-label">
        <span class="verdict-icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </p>
      {kind === 'loading' ? (
        <div class="skeleton-lines" aria-hidden="true">
          <span class="skeleton" />
          <span class="skeleton short" />
        </div>
      ) : kind === 'error' ? (
        <p class="verdict-why" data-testid="error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p class="verdict-headline">{headline}</p>
          <p class="verdict-why">{explanation}</p>
        </>
      )}
    </section>
  );
}

import type { CacheWarning, Snapshot } from '@/lib/cache';
import {
  GOOGLE_MAX_REDIRECTS,
  httpsUpgradeNote,
  redirectKind,
  tooManyRedirectsNote,
} from '@/lib/fetch/redirectKind';
import type { RobotsFile, Warning } from '@/lib/robots/types';

/**
 * Every warning a report shows, in one place, in this order: what the cache saw (a corrupt
 * entry, storage failing), what only the fetch saw, then the engine's line warnings. Only a
 * fetched file has lines to warn about (an absent one is parsed as empty).
 */
export function reportWarnings(
  cache: CacheWarning[],
  snapshot: Snapshot,
  robots: RobotsFile | null,
): Warning[] {
  const fromCache = cache.map((w) => ({ line: 0, code: w.code, message: w.message }));
  const fromFile =
    robots && snapshot.status === 'fetched' ? withFetchWarnings(robots.warnings, snapshot) : [];
  return [...fromCache, ...fromFile];
}

/**
 * What only the fetch saw (issue 8): the engine reads the stored text, which the fetch already
 * cut at 500 KiB and decoded (bad bytes → U+FFFD), so it cannot warn about either by itself.
 */
function withFetchWarnings(warnings: Warning[], s: Snapshot): Warning[] {
  const has = (code: string) => warnings.some((w) => w.code === code);
  const extra: Warning[] = [];
  if (s.truncated && !has('size-truncated')) {
    extra.push({
      line: 0,
      code: 'size-truncated',
      message:
        'The file is larger than 500 KiB; only its first 500 KiB were downloaded and read, and the rest is ignored, as RFC 9309 §2.5 allows.',
    });
  }
  if (s.invalidUtf8 && !has('binary-body')) {
    extra.push({
      line: 0,
      code: 'binary-body',
      message:
        'The file holds bytes that are not valid UTF-8; they were replaced by U+FFFD, so lines with them may not mean what their author intended.',
    });
  }
  if (redirectKind(s.robotsUrl, s.finalUrl) === 'https-upgrade') {
    extra.push({
      line: 0,
      code: 'https-upgrade',
      message: httpsUpgradeNote(s.robotsUrl, s.finalUrl),
    });
  }
  const redirects = s.redirects ?? 0;
  if (redirects > GOOGLE_MAX_REDIRECTS) {
    extra.push({
      line: 0,
      code: 'too-many-redirects',
      message: tooManyRedirectsNote(s.robotsUrl, redirects),
      params: { redirects, max: GOOGLE_MAX_REDIRECTS },
    });
  }
  return [...extra, ...warnings];
}

import type { IndexingSource } from './types';

/** Where an indexing directive was written, as the page wrote it: `X-Robots-Tag (googlebot)`, `<meta name="robots">`. */
export function indexingSourceLabel(s: IndexingSource): string {
  if (s.source === 'header') return s.agent ? `X-Robots-Tag (${s.agent})` : 'X-Robots-Tag';
  return `<meta name="${s.name}">`;
}

/** The first source that makes the page noindex (`noindex`, `none`, a past `unavailable_after`). */
export function noindexSource(sources: readonly IndexingSource[]): IndexingSource | null {
  return (
    sources.find(
      (s) =>
        s.dateNote === 'expired' ||
        s.directives.some((d) => d.name === 'noindex' || d.name === 'none'),
    ) ?? null
  );
}

import type { SitemapFile } from './types';

export interface ErrorKind {
  kind: string;
  count: number;
  /** The first file with this kind of error, for an example. */
  example: string;
}

/**
 * Files that failed, grouped by kind of error, most frequent first: `HTTP 404`, `timed out`,
 * `malformed XML`, … The kind is the reason's head: the status for HTTP errors, the text before
 * its first `:` or `(` otherwise (reasons are written that way, lib/sitemaps).
 */
export function summarizeErrors(files: SitemapFile[]): ErrorKind[] {
  const kinds = new Map<string, ErrorKind>();
  for (const file of files) {
    if (file.kind !== 'error') continue;
    const kind = errorKind(file.error ?? 'unknown error');
    const seen = kinds.get(kind);
    if (seen) seen.count++;
    else kinds.set(kind, { kind, count: 1, example: file.url });
  }
  return [...kinds.values()].sort((a, b) => b.count - a.count);
}

export function errorKind(reason: string): string {
  if (/^HTTP \d{3}/.test(reason)) return reason.slice(0, 8);
  if (reason.startsWith('timed out')) return 'timed out';
  const head = /^[^:(;]*/.exec(reason)?.[0]?.trim() ?? '';
  return (head || reason).slice(0, 60);
}

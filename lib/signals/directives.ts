import type { RobotsDirective } from './types';

/**
 * A robots meta `content` or one X-Robots-Tag value → directives (Google, "Robots meta tag,
 * data-nosnippet, and X-Robots-Tag specifications": comma-separated, case-insensitive;
 * Bing, "Robots Metatags": the same list form). `unavailable_after` takes a date that may hold
 * commas itself (RFC 850: `Sunday, 01-Sep-24 15:00:00 PST`), so the pieces after it that are not
 * directives belong to its date.
 */

/** Directives that take a value after `:` (Google's list); any other `word:` starts a crawler prefix. */
export const VALUE_DIRECTIVES = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/** Every directive Google or Bing documents, plus `noai`/`noimageai` (DeviantArt's convention). */
export const KNOWN_DIRECTIVES = new Set([
  'all',
  'index',
  'noindex',
  'follow',
  'nofollow',
  'none',
  'noarchive',
  'nocache',
  'nosnippet',
  'indexifembedded',
  'notranslate',
  'noimageindex',
  'noodp',
  'noydir',
  'noai',
  'noimageai',
  ...VALUE_DIRECTIVES,
]);

function nameOf(piece: string): string {
  const colon = piece.indexOf(':');
  return (colon === -1 ? piece : piece.slice(0, colon)).trim().toLowerCase();
}

/** `word:` where the word is not a directive that takes a value: a crawler prefix (`googlebot: …`). */
export function crawlerPrefix(piece: string): { agent: string; rest: string } | null {
  const match = /^\s*([A-Za-z0-9_.-]+)\s*:(.*)$/s.exec(piece);
  if (!match) return null;
  const name = (match[1] as string).toLowerCase();
  if (KNOWN_DIRECTIVES.has(name)) return null;
  return { agent: name, rest: match[2] as string };
}

/** Comma-split pieces, with a date's own commas put back after `unavailable_after`. */
export function splitDirectivePieces(text: string): string[] {
  const pieces: string[] = [];
  for (const raw of text.split(',')) {
    const last = pieces[pieces.length - 1];
    const piece = raw.trim();
    if (
      last !== undefined &&
      nameOf(last) === 'unavailable_after' &&
      piece !== '' &&
      !KNOWN_DIRECTIVES.has(nameOf(piece)) &&
      crawlerPrefix(piece) === null
    ) {
      pieces[pieces.length - 1] = `${last}, ${piece}`;
      continue;
    }
    if (piece !== '') pieces.push(piece);
  }
  return pieces;
}

export function toDirective(piece: string): RobotsDirective {
  const colon = piece.indexOf(':');
  if (colon === -1) return { name: piece.trim().toLowerCase() };
  const name = piece.slice(0, colon).trim().toLowerCase();
  return { name, value: piece.slice(colon + 1).trim() };
}

export function parseDirectives(text: string): RobotsDirective[] {
  return splitDirectivePieces(text).map(toDirective);
}

/**
 * When an `unavailable_after` date falls: ms since the epoch, or null when it cannot be read.
 * Google accepts "widely adopted formats such as RFC 822, RFC 850, and ISO 8601"; `Date.parse`
 * reads all three, US zone names (PST, EDT, …) included. Parsing is not a clock read.
 */
export function parseUnavailableAfter(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

import type { Report } from './types';

/**
 * Issue 17: the popup's first screen, kept by the background (lib/background/createFirstScreens.ts
 * owns where), so a popup opened while Chrome has stopped the worker shows the verdict it could
 * know already, then takes the worker's live answer. Pure: the newest few answers, each small.
 */

/** Answers kept: the pages looked at lately (one per tab is the usual case). */
export const FIRST_SCREEN_KEEP = 8;
/** Serialized size above which an answer is not kept (a report's size is its rule's and caveats'). */
export const FIRST_SCREEN_MAX_CHARS = 16_384;

export interface FirstScreen {
  url: string;
  /** The crawler the popup asked for; null: the saved default at the time. */
  asked: string | null;
  /** The robots.txt version it was computed from (null: none was read). */
  sha256: string | null;
  /** What the banner renders: the report without the text, the crawler table or the readings. */
  report: Report;
}

/** The report cut to the first screen: the banner's fields only. */
export function firstScreenOf(url: string, asked: string | null, report: Report): FirstScreen {
  return {
    url,
    asked,
    sha256: report.snapshot?.sha256 ?? null,
    report: { ...report, robotsText: null, crawlers: [], others: [], sitemaps: [] },
  };
}

/** The kept list with `entry` first, the same URL and crawler replaced, bounded in count and size. */
export function withFirstScreen(kept: readonly FirstScreen[], entry: FirstScreen): FirstScreen[] {
  const rest = kept.filter((e) => e.url !== entry.url || e.asked !== entry.asked);
  if (JSON.stringify(entry).length > FIRST_SCREEN_MAX_CHARS) return rest;
  return [entry, ...rest].slice(0, FIRST_SCREEN_KEEP);
}

/** The kept answer for exactly this URL and crawler, else null (never another URL's). */
export function pickFirstScreen(stored: unknown, url: string, asked: string | null): Report | null {
  if (!Array.isArray(stored)) return null;
  const hit = (stored as FirstScreen[]).find(
    (e) => e?.url === url && e.asked === asked && e.report?.url === url,
  );
  return hit?.report ?? null;
}

/**
 * Caveats that change what the verdict means; the banner states each in words and lists their
 * codes in `data-caveat` (DESIGN.md "The popup's test contract").
 */
export type CaveatCode =
  | 'stale'
  | 'degraded'
  | 'non-rfc-token'
  | 'redirect-other-origin'
  | 'wildcard-ignored';

export const CAVEAT_CODES = [
  'stale',
  'degraded',
  'non-rfc-token',
  'redirect-other-origin',
  'wildcard-ignored',
] as const satisfies readonly CaveatCode[];

/**
 * A caveat the report's builder knows, as data (issue 18: the UI words it in its language,
 * components/caveats.ts). Directive names, tokens and line numbers stay verbatim.
 */
export type Caveat =
  | {
      /** The crawler ignores the `*` group and no group names it: it may crawl here. */
      code: 'wildcard-ignored';
      crawler: string;
      /** The `User-agent: *` lines it ignores. */
      lines: number[];
    }
  | {
      /** Google's parser matches no group to a token with digits; Scrapy and Python may. */
      code: 'non-rfc-token';
      token: string;
      /** The `User-agent` lines naming it, which Google's parser skips (none: no group names it). */
      skipped: { line: number; value: string }[];
      /** What each parser answers for the page. */
      allowed: { google: boolean; scrapy: boolean; python: boolean };
    };

/** A caveat in words, as the banner states it. */
export interface WordedCaveat {
  code: CaveatCode;
  text: string;
}

export type { GoogleReading } from './googleReading';

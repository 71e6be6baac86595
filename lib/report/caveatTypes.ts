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

export interface Caveat {
  code: CaveatCode;
  /** One sentence, shown in the banner. */
  text: string;
}

export type { GoogleReading } from './googleReading';

import { type CrawlerCheck, findPreset } from '@/lib/crawlers';
import { wildcardGroups } from '@/lib/robots/groups';
import {
  nonRfcToken,
  READING_IDS,
  type Reading,
  type ReadingId,
  readAs,
} from '@/lib/robots/readings';
import { isValidProductToken } from '@/lib/robots/token';
import type { RobotsFile } from '@/lib/robots/types';
import type { Caveat } from './caveatTypes';

/**
 * Caveats from the engine's data (docs/design.md "Crawlers and tokens"): a crawler that ignores
 * the `*` group, and a token Google's parser cannot match. Pure.
 */

/** `wildcard-ignored`: the `*` group exists, no group names the crawler, and it ignores `*`. */
export function wildcardCaveat(
  robots: RobotsFile,
  agent: string,
  check: CrawlerCheck | null,
): Caveat | null {
  if (!check?.wildcardIgnored) return null;
  const lines = wildcardGroups(robots)
    .indexes.flatMap((i) => robots.groups[i]?.agents ?? [])
    .filter((a) => a.value.trim() === '*')
    .map((a) => a.line);
  return { code: 'wildcard-ignored', crawler: findPreset(agent)?.token ?? agent, lines };
}

/**
 * `non-rfc-token` with what each parser answers (the User-agent: MJ12bot group at line 1 is
 * skipped by Google's parser; Scrapy and Python apply it). Runs the readings: for the popup's
 * report only, never the badge's. Null when the token is valid.
 */
export function tokenCaveat(
  robots: RobotsFile,
  text: string,
  url: string,
  agent: string,
): Caveat | null {
  if (agent === '*' || isValidProductToken(agent)) return null;
  const readings = Object.fromEntries(READING_IDS.map((id) => [id, readAs(id, text)])) as Record<
    ReadingId,
    Reading
  >;
  const found = nonRfcToken(robots, readings, url, agent);
  if (!found) return null;
  const { google, scrapy, python } = found.answers;
  return {
    code: 'non-rfc-token',
    token: found.token,
    skipped: found.skipped,
    allowed: { google: google.allowed, scrapy: scrapy.allowed, python: python.allowed },
  };
}

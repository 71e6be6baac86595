import { checkUrl } from '../robots/check';
import { selectGroups, wildcardGroups } from '../robots/groups';
import { isValidProductToken } from '../robots/token';
import type { RobotsFile, Verdict } from '../robots/types';
import type { PresetData } from './presets';

/**
 * A verdict through a preset's token precedence (docs/design.md "Crawlers and tokens"): the most
 * specific group present wins (`Googlebot-Image` → its own group, else `Googlebot`, else `*`);
 * crawlers that ignore `*` (AdsBot-Google…) are allowed where no group names them. Pure.
 */

export type CrawlerCaveat = 'wildcard-ignored' | 'non-rfc-token' | 'ignores-robots-txt';

export interface CrawlerCheck {
  verdict: Verdict;
  /** The token whose group decided; null when the `*` group or no group did. */
  token: string | null;
  /** The `*` group exists but this crawler ignores it. */
  wildcardIgnored: boolean;
  caveats: CrawlerCaveat[];
}

type PresetRules = Pick<PresetData, 'token' | 'obeys' | 'ignoresWildcard' | 'ignoresRobotsTxt'>;

export function checkCrawler(robots: RobotsFile, url: string, preset: PresetRules): CrawlerCheck {
  const tokens = preset.obeys?.length ? preset.obeys : [preset.token];
  const caveats: CrawlerCaveat[] =
    preset.token !== '*' && !isValidProductToken(preset.token) ? ['non-rfc-token'] : [];
  if (preset.ignoresRobotsTxt) {
    return {
      verdict: {
        allowed: true,
        reason: `${preset.token} fetches on a user's request and does not read robots.txt.`,
      },
      token: null,
      wildcardIgnored: false,
      caveats: [...caveats, 'ignores-robots-txt'],
    };
  }
  for (const token of tokens) {
    if (selectGroups(robots, token).source === 'agent') {
      return { verdict: checkUrl(robots, url, token), token, wildcardIgnored: false, caveats };
    }
  }
  if (!preset.ignoresWildcard) {
    return {
      verdict: checkUrl(robots, url, preset.token),
      token: null,
      wildcardIgnored: false,
      caveats,
    };
  }
  const wildcardIgnored = wildcardGroups(robots).indexes.length > 0;
  const names = tokens.join(' or ');
  return {
    verdict: {
      allowed: true,
      reason: wildcardIgnored
        ? `No group names ${names}, and ${preset.token} ignores the * group, so it is allowed.`
        : `No group names ${names}, so it is allowed.`,
    },
    token: null,
    wildcardIgnored,
    caveats: wildcardIgnored ? [...caveats, 'wildcard-ignored'] : caveats,
  };
}

import { isWildcardAgent } from './token';
import type { DelayGroup } from './types';

/**
 * Crawl-delay's own grouping (docs/design.md "Crawl-delay"): the crawlers that honour Crawl-delay
 * (Bing, Yandex, Protego, crawler-commons) start a new group at a User-agent line that follows any
 * other record, so `User-agent: MJ12bot` / `Crawl-delay: 10` / `User-agent: Pinterest` /
 * `Crawl-delay: 1` is two groups, whatever Google's merged grouping makes of it.
 */

const DELAY_TOKEN = /^[A-Za-z0-9_-]*/;

/** The name a Crawl-delay group is for: `*`, else the leading run of `[A-Za-z0-9_-]`, lower-cased. */
export function delayToken(value: string): string {
  if (isWildcardAgent(value)) return '*';
  return (DELAY_TOKEN.exec(value)?.[0] ?? '').toLowerCase();
}

export interface DelayGrouping {
  groups: DelayGroup[];
  userAgent(value: string, line: number): void;
  crawlDelay(raw: string, line: number): void;
  /** Any other record (Allow, Disallow, Sitemap, unknown keys): the next User-agent starts a group. */
  other(): void;
}

export function createDelayGrouping(): DelayGrouping {
  const groups: DelayGroup[] = [];
  let current: DelayGroup | null = null;
  let inAgentRun = false;
  return {
    groups,
    userAgent(value, line) {
      if (!current || !inAgentRun) {
        current = { agents: [], crawlDelays: [] };
        groups.push(current);
        inAgentRun = true;
      }
      current.agents.push({ value, token: delayToken(value), line });
    },
    crawlDelay(raw, line) {
      current?.crawlDelays.push({ raw, line });
      inAgentRun = false;
    },
    other() {
      inAgentRun = false;
    },
  };
}

import { delayToken } from '../delayGroups';
import { isValidProductToken, productToken } from '../token';
import type { RobotsFile } from '../types';
import type { Reading, ReadingId } from './types';

/**
 * Data for the banner caveat `non-rfc-token` (docs/design.md "Crawlers and tokens"): a crawler token
 * with digits (`MJ12bot`, `360Spider`) matches no named group under Google's parser, while Scrapy
 * and Python apply the group that names it.
 */

export interface TokenAnswer {
  allowed: boolean;
  line: number | null;
}

export interface NonRfcToken {
  /** The crawler's token as given (`MJ12bot`). */
  token: string;
  /** The `User-agent` lines naming it, which Google's parser skips. */
  skipped: { line: number; value: string }[];
  answers: Record<ReadingId, TokenAnswer>;
}

const NAME_RUN = /^[A-Za-z0-9_-]+/;

/** Null when the crawler's token is valid under RFC 9309 (nothing to warn about). */
export function nonRfcToken(
  robots: RobotsFile,
  readings: Record<ReadingId, Reading>,
  url: string,
  agent: string,
): NonRfcToken | null {
  const name = productToken(String(agent ?? ''));
  const token = NAME_RUN.exec(name)?.[0] ?? '';
  if (token === '' || isValidProductToken(name)) return null;
  const key = delayToken(token);
  const skipped = (robots.delayGroups ?? []).flatMap((g) =>
    g.agents.filter((a) => a.token === key).map(({ line, value }) => ({ line, value })),
  );
  const answer = (r: Reading): TokenAnswer => ({
    allowed: r.allowed(url, agent),
    line: r.line(url, agent),
  });
  return {
    token,
    skipped,
    answers: {
      google: answer(readings.google),
      scrapy: answer(readings.scrapy),
      python: answer(readings.python),
    },
  };
}

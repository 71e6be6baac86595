import { checkUrl } from '../check';
import { parseRobots } from '../parse';
import type { Reading } from './types';

/** The `google` reading: this engine (Google's parser, RFC 9309). Googlebot ignores Crawl-delay. */
export function readAsGoogle(text: string): Reading {
  const robots = parseRobots(String(text ?? ''), '');
  return {
    id: 'google',
    failure: null,
    allowed: (url, agent) => checkUrl(robots, url, agent).allowed,
    line: (url, agent) => checkUrl(robots, url, agent).rule?.line ?? null,
    crawlDelay: () => null,
  };
}

import type { Page } from 'playwright-core';
import { ALL_PRESETS } from '@/lib/crawlers';

/**
 * Issue 18's check that a page speaks Chinese: the English words left once the words that stay
 * verbatim in every language are taken out (directive names, rule text, URLs, crawler tokens,
 * product and parser names, units, hashes).
 */
export const VERBATIM = [
  'robots.txt',
  'User-agent',
  'User-Agent',
  'Crawl-delay',
  'Disallow',
  'Allow',
  'Dissallow',
  'Noindex',
  'Sitemap',
  'Robots Lens',
  'SHA-256',
  'ETag',
  'HTTP',
  'RFC',
  'KiB',
  'MiB',
  'JSON',
  'CSV',
  'URL',
  'http(s)',
  'http',
  'https',
  'javascript:alert',
  'Scrapy (ROBOTSTXT_OBEY)',
  'DOWNLOAD_DELAY',
  'Crawlee',
  'Nutch',
  'StormCrawler',
  'Scrapy',
  // The parsers the readings compare (docs/design.md "Readings"): names, not words.
  'Protego',
  "Python's robotparser",
  'robotparser',
  'Python',
  'AI',
  'SEO',
  'Google',
  'Gemini',
  'Siri',
  'Spotlight',
  'Yandex Webmaster',
  'MyCrawler',
  'Last-Modified',
  'X-Robots-Tag',
  'Cookie',
  'UTC',
  'NUL',
  'UTF-8',
];

/**
 * Whole words only: units; HTML element names and the noindex directive the page's own signals
 * name (the head notes); the badge's own texts (NOIX, NO!).
 */
const UNITS = new Set(['s', 'ms', 'head', 'body', 'meta', 'link', 'noindex', 'NOIX', 'NO']);

/** What a person reads: rendered text, with line breaks between blocks (not `textContent`). */
export function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a person reads it, is the point.
  return page.locator('main').evaluate((main) => (main as HTMLElement).innerText);
}

/** The English words left once URLs, hashes, crawler names and verbatim words are taken out. */
export function englishWords(text: string): string[] {
  // Crawler names and operators first (an operator may hold a URL, from ai-robots-txt's data),
  // then URLs, paths and rule patterns (`/private/cart`), hashes (8 hex digits or more): verbatim.
  let rest = text;
  const names = ALL_PRESETS.flatMap((p) => [p.token, p.operator]);
  for (const word of [...names, ...VERBATIM].sort((a, b) => b.length - a.length)) {
    rest = rest.split(word).join(' ');
  }
  rest = rest
    .replace(/"[^"\n]*"/g, ' ') // file text quoted in a message ("Dissallow", "MJ12bot")
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|[\s:：（(])\/[^\s，。；）)]*/g, ' ')
    .replace(/\b[0-9a-f]{8,64}\b/g, ' ');
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])].filter((w) => !UNITS.has(w));
}

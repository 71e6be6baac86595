import type { Snapshot } from '@/lib/cache';
import type { DelayInfo, Report } from './types';

/** How other crawlers read an unreachable robots.txt, where they differ from RFC 9309. */
export function unreachableNotes(s: Snapshot): Report['others'] {
  const others: Report['others'] = [
    {
      crawler: 'Scrapy (ROBOTSTXT_OBEY)',
      text: 'would crawl this page: it treats an unreachable robots.txt as allow-all.',
    },
  ];
  if (s.cause === 'rate-limited' || s.cause === 'server-error') {
    others.push({
      crawler: 'Googlebot',
      text: 'treats 429/5xx as a full disallow too, but after 12 hours falls back to its last cached copy; after 30 days of errors without one it assumes no restrictions.',
    });
  }
  if (s.cause === 'cross-origin-redirect') {
    others.push({
      crawler: 'Googlebot',
      text: 'follows a robots.txt redirect to another origin (up to 5 hops) and uses the rules found there.',
    });
  }
  return others;
}

/** How other crawlers read a usable robots.txt (its status, its Crawl-delay) where they differ. */
export function crawlerNotes(s: Snapshot, delay: DelayInfo | null): Report['others'] {
  const others: Report['others'] = [];
  if (s.status === 'absent' && (s.httpStatus === 401 || s.httpStatus === 403)) {
    others.push({
      crawler: "Python's urllib.robotparser",
      text: `would not crawl this page: it treats ${s.httpStatus} as disallow-all, while RFC 9309 treats every 4xx as no rules.`,
    });
  }
  if (delay && delay.declared !== null) {
    others.push({
      crawler: 'Scrapy (ROBOTSTXT_OBEY)',
      text: `ignores Crawl-delay; set DOWNLOAD_DELAY = ${delay.seconds} to honour it.`,
    });
  }
  return others;
}

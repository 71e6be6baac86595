import { CRAWLER_PRESETS } from '@/lib/crawlers';
import type { Report, SnapshotInfo } from '@/lib/report';

/**
 * Realistic reports, shaped as lib/report.ts builds them, one per screen state.
 * Lines of ROBOTS_TEXT: 1 `User-agent: *` … 3 `Disallow: /private` … 6–8 the AI group.
 */
export const ROBOTS_TEXT = [
  'User-agent: *',
  'Crawl-delay: 10',
  'Disallow: /private',
  'Allow: /private/public',
  '',
  'User-agent: GPTBot',
  'User-agent: CCBot',
  'Disallow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  'Sitemap: javascript:alert(1)',
].join('\n');

export const SHA = 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

export function snapshot(over: Partial<SnapshotInfo> = {}): SnapshotInfo {
  return {
    status: 'fetched',
    state: 'fresh',
    robotsUrl: 'https://example.com/robots.txt',
    finalUrl: 'https://example.com/robots.txt',
    fetchedAt: NOW - 5 * 60_000,
    ageMs: 5 * 60_000,
    sha256: SHA,
    httpStatus: 200,
    etag: '"abc-123"',
    lastModified: null,
    contentType: 'text/plain',
    latencyMs: 84,
    bytes: ROBOTS_TEXT.length,
    truncated: false,
    error: null,
    cause: null,
    lastAttempt: null,
    refreshing: false,
    retryInMs: null,
    ...over,
  };
}

const AI = new Set(['GPTBot', 'CCBot']);
const rows = (): Report['crawlers'] =>
  CRAWLER_PRESETS.map((p) =>
    AI.has(p.token)
      ? {
          token: p.token,
          verdict: 'disallowed',
          rule: { directive: 'disallow', pattern: '/', line: 8 },
        }
      : { token: p.token, verdict: 'allowed', rule: null },
  );

/** Googlebot on a public page: allowed, no rule matched, the `*` group's delay applies. */
export function allowedReport(over: Partial<Report> = {}): Report {
  return {
    url: 'https://example.com/blog/post',
    origin: 'https://example.com',
    agent: 'Googlebot',
    verdict: 'allowed',
    headline: 'Googlebot may crawl this page.',
    explanation: 'No rule in robots.txt matches this path, so it may be crawled.',
    rule: null,
    group: {
      source: 'wildcard',
      agents: [{ value: '*', line: 1 }],
      ranges: [{ start: 1, end: 4 }],
    },
    crawlDelay: {
      seconds: 10,
      declared: 10,
      raw: '10',
      line: 2,
      source: 'wildcard',
      reason: 'robots.txt declares Crawl-delay: 10 for User-agent: *; 10 s applied.',
      flagged: false,
      note: 'Googlebot ignores Crawl-delay; Google sets its own crawl rate.',
      suggestedSeconds: null,
      floor: 1,
      ceiling: 60,
    },
    sitemaps: ['https://example.com/sitemap.xml', 'javascript:alert(1)'],
    warnings: [],
    snapshot: snapshot(),
    robotsText: ROBOTS_TEXT,
    crawlers: rows(),
    others: [
      {
        crawler: 'Scrapy (ROBOTSTXT_OBEY)',
        text: 'ignores Crawl-delay; set DOWNLOAD_DELAY = 10 to honour it.',
      },
    ],
    extensionVersion: '0.1.0',
    generatedAt: NOW,
    ...over,
  };
}

/** Googlebot on /private/x: `Disallow: /private` at line 3 under `User-agent: *` at line 1. */
export function disallowedReport(over: Partial<Report> = {}): Report {
  return allowedReport({
    url: 'https://example.com/private/x',
    verdict: 'disallowed',
    headline: 'Googlebot may not crawl this page.',
    explanation:
      'Disallow: /private at line 3 under User-agent: * at line 1 is the longest match for this path.',
    rule: { directive: 'disallow', pattern: '/private', line: 3 },
    // Every crawler the `*` group governs is stopped by line 3 too.
    crawlers: rows().map((r) =>
      r.verdict === 'allowed'
        ? {
            ...r,
            verdict: 'disallowed',
            rule: { directive: 'disallow', pattern: '/private', line: 3 },
          }
        : r,
    ),
    ...over,
  });
}

/** robots.txt answered 503: RFC 9309 says assume complete disallow. */
export function unreachableReport(over: Partial<Report> = {}): Report {
  return allowedReport({
    verdict: 'unreachable',
    headline: 'Googlebot may not crawl this page now.',
    explanation:
      'robots.txt answered 503: RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.',
    rule: null,
    group: null,
    crawlDelay: null,
    crawlers: [],
    sitemaps: [],
    robotsText: null,
    snapshot: snapshot({
      status: 'unavailable',
      httpStatus: 503,
      error: 'Service Unavailable',
      sha256: '',
      etag: null,
      bytes: 0,
    }),
    others: [
      {
        crawler: 'Scrapy (ROBOTSTXT_OBEY)',
        text: 'would crawl this page: it treats an unreachable robots.txt as allow-all.',
      },
    ],
    ...over,
  });
}

export function expiredReport(over: Partial<Report> = {}): Report {
  return unreachableReport({
    verdict: 'expired',
    explanation:
      'The robots.txt snapshot is older than the hard expiry, so the host is treated as not crawlable until a refresh succeeds.',
    snapshot: snapshot({
      state: 'expired',
      ageMs: 4 * 24 * 3_600_000,
      lastAttempt: { at: NOW - 60_000, httpStatus: null, error: 'timeout after 10 s' },
    }),
    others: [],
    ...over,
  });
}

export function notApplicableReport(over: Partial<Report> = {}): Report {
  return {
    ...allowedReport(),
    url: 'chrome://extensions/',
    origin: null,
    verdict: 'not-applicable',
    headline: 'robots.txt does not apply to this page.',
    explanation: 'chrome: pages are not fetched by crawlers; only http(s) pages have a robots.txt.',
    rule: null,
    group: null,
    crawlDelay: null,
    sitemaps: [],
    warnings: [],
    snapshot: null,
    robotsText: null,
    crawlers: [],
    others: [],
    ...over,
  };
}

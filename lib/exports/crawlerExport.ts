/**
 * Crawler settings export (DESIGN.md "Crawler settings export"): the effective policy for one
 * crawler and origin as settings a crawler project pastes in. Pure: plain data in, text out.
 * Every format carries the clamped delay, the reason in words and the snapshot's SHA-256.
 */
export const CRAWLER_EXPORT_FORMATS = [
  'scrapy',
  'crawlee',
  'nutch',
  'json',
] as const satisfies readonly string[];
export type CrawlerExportFormat = (typeof CRAWLER_EXPORT_FORMATS)[number];

export interface CrawlerExportInput {
  /** `https://example.com` (scheme + host + port). */
  origin: string;
  /** The crawler's product token. */
  agent: string;
  /** The delay the crawler applies, after the floor and ceiling (DelayInfo in the report). */
  delay: {
    seconds: number;
    declared: number | null;
    raw: string | null;
    line: number | null;
    reason: string;
    flagged: boolean;
    floor: number;
    ceiling: number;
  };
  /** The robots.txt snapshot the policy was read from (lower-case hex), null when none. */
  sha256: string | null;
  /** The popup's audit record, carried whole by the JSON export. */
  audit?: unknown;
}

/** Untrusted text in a comment: one line, no control characters, cut. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}… (cut)` : flat;
}

function headerLines(input: CrawlerExportInput): string[] {
  const d = input.delay;
  const declared = d.raw === null ? 'none declared' : `"${oneLine(d.raw)}" at line ${d.line}`;
  return [
    `Robots Lens: crawler settings for ${oneLine(input.origin)} as ${oneLine(input.agent)}`,
    `robots.txt snapshot SHA-256: ${input.sha256 ?? 'none (no robots.txt was read)'}`,
    `Crawl-delay: ${declared}; applied ${d.seconds} s (floor ${d.floor} s, ceiling ${d.ceiling} s)${d.flagged ? ', flagged for review' : ''}`,
    `Why: ${oneLine(d.reason)}`,
  ];
}

/** Scrapy's download slot key is the URL's hostname: no port, IPv6 without brackets. */
export function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return origin;
  }
}

const pyFloat = (n: number) => (Number.isInteger(n) ? n.toFixed(1) : String(n));

function scrapy(input: CrawlerExportInput): string {
  const d = input.delay.seconds;
  return [
    ...headerLines(input).map((l) => `# ${l}`),
    '# Paste into settings.py.',
    'ROBOTSTXT_OBEY = True',
    '# Scrapy randomises a delay to 0.5–1.5× by default, which would undercut the Crawl-delay.',
    'DOWNLOAD_SLOTS = {',
    `    ${JSON.stringify(hostOf(input.origin))}: {"delay": ${pyFloat(d)}, "concurrency": 1, "randomize_delay": False},`,
    '}',
    '# AutoThrottle never goes below DOWNLOAD_DELAY: the delay is its floor.',
    `DOWNLOAD_DELAY = ${pyFloat(d)}`,
    'AUTOTHROTTLE_ENABLED = True',
    `AUTOTHROTTLE_START_DELAY = ${pyFloat(d)}`,
    `AUTOTHROTTLE_MAX_DELAY = ${pyFloat(Math.max(d, input.delay.ceiling))}`,
    'AUTOTHROTTLE_TARGET_CONCURRENCY = 1.0',
    '',
  ].join('\n');
}

function crawleeOptions(d: number) {
  return {
    respectRobotsTxtFile: true,
    sameDomainDelaySecs: d,
    maxRequestsPerMinute: Math.max(1, Math.floor(60 / d)),
    maxConcurrency: 1,
  };
}

function crawlee(input: CrawlerExportInput): string {
  return [
    ...headerLines(input).map((l) => `// ${l}`),
    '// Spread into a Crawlee crawler: new CheerioCrawler({ ...crawlerOptions, requestHandler }).',
    `export const crawlerOptions = ${JSON.stringify(crawleeOptions(input.delay.seconds), null, 2)};`,
    '',
  ].join('\n');
}

const xmlText = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** An XML comment may not contain `--` nor end in `-`. */
const xmlComment = (s: string) => `<!-- ${s.replace(/-(?=-)/g, '- ').replace(/-$/, '- ')} -->`;

function nutchProperties(input: CrawlerExportInput): [string, string, string][] {
  const d = input.delay;
  return [
    [
      'fetcher.server.delay',
      String(d.seconds),
      `Seconds between requests to ${hostOf(input.origin)}: ${oneLine(d.reason)}`,
    ],
    [
      'fetcher.max.crawl.delay',
      String(Math.round(d.ceiling)),
      'A Crawl-delay above this ceiling (seconds) skips the page instead of waiting.',
    ],
    ['fetcher.threads.per.queue', '1', 'One request at a time per host.'],
  ];
}

function nutch(input: CrawlerExportInput): string {
  const props = nutchProperties(input);
  return [
    '<?xml version="1.0"?>',
    ...headerLines(input).map((l) => xmlComment(xmlText(l))),
    xmlComment(
      'Nutch: paste into conf/nutch-site.xml. StormCrawler: the same keys in crawler-conf.yaml.',
    ),
    '<configuration>',
    ...props.map(
      ([name, value, why]) =>
        `  <property>\n    <name>${name}</name>\n    <value>${value}</value>\n    <description>${xmlText(why)}</description>\n  </property>`,
    ),
    '</configuration>',
    '',
  ].join('\n');
}

function json(input: CrawlerExportInput): string {
  const d = input.delay.seconds;
  const settings = {
    scrapy: {
      ROBOTSTXT_OBEY: true,
      DOWNLOAD_SLOTS: {
        [hostOf(input.origin)]: { delay: d, concurrency: 1, randomize_delay: false },
      },
      DOWNLOAD_DELAY: d,
      AUTOTHROTTLE_ENABLED: true,
      AUTOTHROTTLE_START_DELAY: d,
      AUTOTHROTTLE_MAX_DELAY: Math.max(d, input.delay.ceiling),
    },
    crawlee: crawleeOptions(d),
    nutch: Object.fromEntries(nutchProperties(input).map(([name, value]) => [name, value])),
  };
  return `${JSON.stringify(
    {
      tool: 'Robots Lens',
      origin: input.origin,
      crawler: input.agent,
      robotsTxtSha256: input.sha256,
      crawlDelay: input.delay,
      settings,
      auditRecord: input.audit ?? null,
    },
    null,
    2,
  )}\n`;
}

const FORMATTERS: Record<CrawlerExportFormat, (input: CrawlerExportInput) => string> = {
  scrapy,
  crawlee,
  nutch,
  json,
};

export function crawlerExport(format: CrawlerExportFormat, input: CrawlerExportInput): string {
  return FORMATTERS[format](input);
}

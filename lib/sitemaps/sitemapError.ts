/**
 * A sitemap file's error as a code and the value its words need (issue 18: the UI words it in
 * its language). lib/sitemaps writes each reason with a fixed head (`HTTP 404`, `timed out after
 * 10 s`, `malformed XML: …`); this reads the head back, next to where the reasons are written.
 * `detail` is the verbatim rest (a parser's or the browser's own message). Pure.
 */
export type SitemapErrorCode =
  | 'http'
  | 'timeout'
  | 'html'
  | 'empty-body'
  | 'no-root'
  | 'bad-root'
  | 'malformed-xml'
  | 'too-large'
  | 'gzip-bomb'
  | 'bad-gzip'
  | 'fetch-failed'
  | 'redirected'
  | 'not-web'
  | 'cancelled'
  | 'other';

export interface SitemapError {
  code: SitemapErrorCode;
  /** The status, the seconds, the size, the element's name or the verbatim detail; '' for none. */
  detail: string;
}

/** Each head, with the detail optional: `errorKind` (summarizeErrors.ts) cuts reasons to their heads. */
const HEADS: [RegExp, SitemapErrorCode][] = [
  [/^HTTP (\d{3})/, 'http'],
  [/^timed out(?: after ([\d.]+) s)?/, 'timeout'],
  [/^served HTML, not a sitemap/, 'html'],
  [/^empty body, not a sitemap/, 'empty-body'],
  [/^no root element/, 'no-root'],
  [/^root <(.*)> is not <urlset> or <sitemapindex>/, 'bad-root'],
  [/^malformed XML(?:: ([\s\S]*))?$/, 'malformed-xml'],
  [/^body is larger than (.*)$/, 'too-large'],
  [/^gzip body expands beyond ([^;]*)/, 'gzip-bomb'],
  [/^invalid gzip data(?: \(([\s\S]*)\))?$/, 'bad-gzip'],
  [/^fetch failed(?:: ([\s\S]*))?$/, 'fetch-failed'],
  [/^redirected(?:: ([\s\S]*))?$/, 'redirected'],
  [/^not an http\(s\) URL/, 'not-web'],
  [/^cancelled/, 'cancelled'],
];

export function sitemapError(reason: string): SitemapError {
  for (const [head, code] of HEADS) {
    const m = head.exec(reason);
    if (m) return { code, detail: m[1] ?? '' };
  }
  return { code: 'other', detail: reason };
}

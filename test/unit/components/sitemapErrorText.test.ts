import { describe, expect, it } from 'vitest';
import { sitemapErrorKind, sitemapErrorText } from '@/components/sitemapErrorText';
import { sitemapError } from '@/lib/sitemaps/sitemapError';
import { errorKind } from '@/lib/sitemaps/summarizeErrors';

// Issue 18: a sitemap file's error is worded from its code; the status, the seconds and the
// parser's or the browser's own detail stay verbatim. The reasons are written as lib/sitemaps
// writes them (fetchSitemap.ts, sitemapScanner.ts, readSitemapBody.ts, exploreSitemaps.ts).
describe('sitemapError / sitemapErrorText', () => {
  it.each([
    ['HTTP 404', 'http', 'HTTP 404'],
    ['timed out after 10 s', 'timeout', 'timed out after 10 s'],
    ['served HTML, not a sitemap (root <html>)', 'html', 'served HTML, not a sitemap'],
    ['empty body, not a sitemap', 'empty-body', 'empty body, not a sitemap'],
    ['no root element', 'no-root', 'no root element'],
    [
      'root <feed> is not <urlset> or <sitemapindex>',
      'bad-root',
      'the root element is not <urlset> or <sitemapindex>: feed',
    ],
    [
      'malformed XML: unexpected "<!x" at character 12',
      'malformed-xml',
      'malformed XML: unexpected "<!x" at character 12',
    ],
    ['body is larger than 50 MiB', 'too-large', 'body larger than the limit: 50 MiB'],
    [
      'gzip body expands beyond 50 MiB; stopped (gzip bomb protection)',
      'gzip-bomb',
      'gzip body expands beyond the limit (gzip bomb protection): 50 MiB',
    ],
    [
      'invalid gzip data (incorrect header check)',
      'bad-gzip',
      'invalid gzip data: incorrect header check',
    ],
    ['fetch failed: Failed to fetch', 'fetch-failed', 'fetch failed: Failed to fetch'],
    ['redirected: HTTP 404', 'redirected', 'redirected: HTTP 404'],
    ['not an http(s) URL', 'not-web', 'not an http(s) URL'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['something new', 'other', 'something new'],
  ])('%s → %s', (reason, code, words) => {
    expect(sitemapError(reason).code).toBe(code);
    expect(sitemapErrorText(reason)).toBe(words);
  });

  it("the summary's kinds (errorKind) keep their code, without details", () => {
    expect(sitemapErrorKind(errorKind('timed out after 10 s'))).toBe('timed out');
    expect(sitemapErrorKind(errorKind('malformed XML: unexpected "<!x"'))).toBe('malformed XML');
    expect(sitemapErrorKind(errorKind('HTTP 503'))).toBe('HTTP 503');
    expect(sitemapErrorKind(errorKind('fetch failed: refused'))).toBe('fetch failed');
  });
});

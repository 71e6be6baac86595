import { describe, expect, it } from 'vitest';
import { boundReport } from '@/lib/sitemaps/boundReport';
import { sitemapCsv } from '@/lib/sitemaps/sitemapCsv';
import { resolveSitemapLimits } from '@/lib/sitemaps/sitemapLimits';
import { errorKind } from '@/lib/sitemaps/summarizeErrors';
import { createTally } from '@/lib/sitemaps/tallyUrlset';

// RFC 4180 (CRLF, quoting) and OWASP "CSV Injection" (formula prefixes).
describe('sitemapCsv', () => {
  it('one row per kept URL, with the verdict and the deciding rule where known', () => {
    const rule = { directive: 'disallow' as const, pattern: '/a,b', line: 3 };
    const csv = sitemapCsv(
      [
        { url: 'https://a.example/a,b"c', allowed: false },
        { url: 'https://a.example/ok', allowed: true },
        { url: '=HYPERLINK("x")', allowed: true },
      ],
      [{ url: 'https://a.example/a,b"c', rule }],
      'Googlebot',
    );
    expect(csv.split('\r\n')).toEqual([
      'url,crawler,verdict,rule,line',
      '"https://a.example/a,b""c",Googlebot,disallowed,"Disallow: /a,b",3',
      'https://a.example/ok,Googlebot,allowed,,',
      `"'=HYPERLINK(""x"")",Googlebot,allowed,,`,
      '',
    ]);
  });
});

describe('errorKind', () => {
  it.each([
    ['HTTP 404', 'HTTP 404'],
    ['timed out after 20 s', 'timed out'],
    ["malformed XML: Expected closing tag 'loc'", 'malformed XML'],
    ['served HTML, not a sitemap (root <html>)', 'served HTML, not a sitemap'],
    ['fetch failed: Failed to fetch', 'fetch failed'],
  ])('%s → %s', (reason, kind) => expect(errorKind(reason)).toBe(kind));
});

// Issue 12 case 3: a port message has a size bound.
describe('boundReport', () => {
  it('halves the kept URLs until the report fits, and says so', () => {
    const { report } = createTally(resolveSitemapLimits());
    report.listed = Array.from({ length: 1000 }, (_, i) => ({
      url: `https://a.example/${'x'.repeat(100)}/${i}`,
      allowed: true,
    }));
    const bounded = boundReport(report, 30_000);
    expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(30_000);
    expect(bounded.listed.length).toBeGreaterThan(100);
    expect(bounded.truncated).toBe(true);
    expect(bounded.limits.at(-1)).toEqual({
      code: 'listed-bound',
      shown: bounded.listed.length,
      kept: 1000,
    });
    expect(boundReport(report)).toBe(report);
  });
});

import { describe, expect, it } from 'vitest';
import { createReportService } from '@/lib/background';
import { createMemoryStore, createRobotsCache } from '@/lib/cache';
import { createRobotsFetcher } from '@/lib/fetch';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { createFakeFetch, fakeResponse } from '@/test/support/fakeFetch';

const TEXT = 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';

function lensFor(finalUrl: string, settings: Partial<Settings> = {}) {
  const fake = createFakeFetch(() =>
    fakeResponse({ status: 200, body: TEXT, url: finalUrl, redirected: true }),
  );
  const now = () => 1_800_000_000_000;
  const current = { ...DEFAULT_SETTINGS, ...settings };
  const cache = createRobotsCache({
    store: createMemoryStore(),
    fetcher: createRobotsFetcher({ fetch: fake.fetch, now }),
    now,
    crossOriginPolicy: () => current.crossOrigin,
  });
  return createReportService({ cache, settings: async () => current, version: '0', now });
}

// Issue 13 item 6 / docs/design.md "Fetch outcome → rules", rows 6 and 7, through fetch → cache → report.
describe('robots.txt redirects in the report', () => {
  it('http → https on the same host: followed, with a note naming the upgrade', async () => {
    const lens = lensFor('https://example.com/robots.txt');
    const report = await lens.report('http://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.rule?.line).toBe(5);
    expect(report.snapshot).toMatchObject({
      status: 'fetched',
      finalUrl: 'https://example.com/robots.txt',
    });
    expect(report.warnings.find((w) => w.code === 'https-upgrade')?.message).toContain(
      'http://example.com/robots.txt led to https://example.com/robots.txt',
    );
    expect(report.googleReading).toBeUndefined();
  });

  it("another origin: unreachable by default, naming the target, with Google's reading beside it", async () => {
    const lens = lensFor('https://www.example.com/robots.txt');
    const report = await lens.report('https://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('unreachable');
    expect(report.snapshot?.error).toBe(
      'robots.txt redirected to https://www.example.com/robots.txt (another origin)',
    );
    expect(report.snapshot?.cause).toBe('cross-origin-redirect');
    expect(report.googleReading).toEqual({
      verdict: 'disallowed',
      finalUrl: 'https://www.example.com/robots.txt',
      rule: { directive: 'disallow', pattern: '/private', line: 5 },
    });
    expect(report.robotsText).toBeNull(); // the target's file is not shown as this origin's
    const other = await lens.report('https://example.com/public', 'GPTBot');
    expect(other.googleReading).toMatchObject({ verdict: 'allowed', rule: { line: 2 } });
  });

  it('another origin with the "follow" setting: the target decides, no second reading', async () => {
    const lens = lensFor('https://www.example.com/robots.txt', { crossOrigin: 'follow' });
    const report = await lens.report('https://example.com/private/a', 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.googleReading).toBeUndefined();
  });
});

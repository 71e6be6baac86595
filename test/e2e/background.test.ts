import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { askReport } from './support/report';
import { respond, siteRegistry } from './support/site';

// Issue 4: the background's fetch/cache policy, driven in real Chromium against local sites.
describe('background fetch and cache (issue 4)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();
  const site = sites.start;

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('fetches a fresh origin once for several checks, with no cookies', async () => {
    const s = await site({ '/robots.txt': respond(200, 'User-agent: *\nDisallow: /private\n') });
    await session.context.addCookies([{ name: 'sid', value: 'secret', url: s.origin }]);
    const page = await session.popup({ url: `${s.origin}/` });
    const first = await askReport(page, `${s.origin}/private/a`, 'Googlebot');
    const second = await askReport(page, `${s.origin}/public`, 'Googlebot');
    const third = await askReport(page, `${s.origin}/private/b`, 'GPTBot');
    expect(first.verdict).toBe('disallowed');
    expect(first.rule).toEqual({ directive: 'disallow', pattern: '/private', line: 2 });
    expect(second.verdict).toBe('allowed');
    expect(third.verdict).toBe('disallowed');
    expect(s.hits('/robots.txt')).toHaveLength(1);
    expect(s.hits('/robots.txt')[0]?.headers.cookie).toBeUndefined();
    expect(first.snapshot).toMatchObject({ status: 'fetched', state: 'fresh', httpStatus: 200 });
    expect(first.snapshot?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shares one fetch among concurrent checks of a new origin', async () => {
    const s = await site({
      '/robots.txt': (_req, res) => {
        setTimeout(() => respond(200, 'User-agent: *\nAllow: /\n')(_req, res), 300);
      },
    });
    const page = await session.popup({ url: `${s.origin}/` });
    const reports = await Promise.all(
      Array.from({ length: 5 }, (_, i) => askReport(page, `${s.origin}/p${i}`, 'Bingbot')),
    );
    expect(reports.map((r) => r.verdict)).toEqual(Array(5).fill('allowed'));
    expect(s.hits('/robots.txt')).toHaveLength(1);
  });

  it.each([
    [404, 'allowed', 'absent'],
    [410, 'allowed', 'absent'],
    [503, 'unreachable', 'unavailable'],
    [429, 'unreachable', 'unavailable'],
  ])('robots.txt answering %i gives %s', async (status, verdict, snapshotStatus) => {
    const s = await site({ '/robots.txt': respond(status, 'nope') });
    const page = await session.popup({ url: `${s.origin}/` });
    const report = await askReport(page, `${s.origin}/anything`, 'Googlebot');
    expect(report.verdict).toBe(verdict);
    expect(report.snapshot).toMatchObject({ status: snapshotStatus, httpStatus: status });
  });

  it('treats a redirect to another origin as unreachable, naming the target', async () => {
    const target = await site({ '/robots.txt': respond(200, 'User-agent: *\nAllow: /\n') });
    const s = await site({
      '/robots.txt': respond(301, '', { location: `${target.origin}/robots.txt` }),
    });
    const page = await session.popup({ url: `${s.origin}/` });
    const report = await askReport(page, `${s.origin}/x`, 'Googlebot');
    expect(report.verdict).toBe('unreachable');
    expect(report.snapshot?.error).toContain(target.origin);
  });

  it('follows a redirect within the origin', async () => {
    const s = await site({
      '/robots.txt': respond(302, '', { location: '/real-robots.txt' }),
      '/real-robots.txt': respond(200, 'User-agent: *\nDisallow: /\n'),
    });
    const page = await session.popup({ url: `${s.origin}/` });
    const report = await askReport(page, `${s.origin}/x`, 'Googlebot');
    expect(report.verdict).toBe('disallowed');
    expect(report.snapshot?.finalUrl).toBe(`${s.origin}/real-robots.txt`);
  });

  it('answers not-applicable for non-web pages', async () => {
    const page = await session.popup({ url: 'chrome://settings/' });
    for (const url of [
      'chrome://settings/',
      'about:blank',
      'file:///etc/hosts',
      'data:text/plain,x',
    ]) {
      expect((await askReport(page, url, 'Googlebot')).verdict).toBe('not-applicable');
    }
  });
});

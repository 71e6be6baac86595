import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { askReport } from './support/report';
import { respond, startSite, type TestSite } from './support/site';

const TEXT = 'User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';

// Issue 13 item 6: a robots.txt redirect to another origin (example.test → www.example.test)
// is unreachable under the default policy, and the report carries Google's reading of the
// target, computed from the body the browser already fetched (one request to the target).
describe('robots.txt redirected to another origin, in Chromium (issue 13 item 6)', () => {
  let session: ExtensionSession;
  let site: TestSite;

  beforeAll(async () => {
    session = await launchExtension(); // *.test → 127.0.0.1
    site = await startSite({
      '/robots.txt': (req, res) => {
        if (req.headers.host?.startsWith('www.')) return respond(200, TEXT)(req, res);
        respond(301, '', { location: `http://www.example.test:${site.port}/robots.txt` })(req, res);
      },
    });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });

  it('is unreachable, names the target, and says what Google reads there', async () => {
    const origin = `http://example.test:${site.port}`;
    const page = await session.popup({ url: `${origin}/` });
    const report = await askReport(page, `${origin}/private/a`, 'Googlebot');
    expect(report.verdict).toBe('unreachable');
    expect(report.snapshot?.error).toBe(
      `robots.txt redirected to http://www.example.test:${site.port}/robots.txt (another origin)`,
    );
    expect(report.googleReading).toEqual({
      verdict: 'disallowed',
      finalUrl: `http://www.example.test:${site.port}/robots.txt`,
      rule: { directive: 'disallow', pattern: '/private', line: 5 },
    });
    expect(site.hits('/robots.txt')).toHaveLength(2); // the hop and the target, once each
  });
});

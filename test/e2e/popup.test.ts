import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/chromium';
import { respond, siteRegistry } from './support/site';

// Issue 5: the built popup against local sites, through the docs/design.md test contract.
const ROBOTS = [
  'User-agent: *', // 1
  'Crawl-delay: 10', // 2
  'Disallow: /private', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /', // 6
  '', // 7
  'Sitemap: /sitemap.xml', // 8
  'Sitemap: javascript:alert(1)', // 9
].join('\n');

describe('the popup (issue 5)', () => {
  let session: ExtensionSession;
  const sites = siteRegistry();
  const site = sites.start;
  const open = async (url: string, agent?: string) => {
    const page = await session.popup(agent ? { url, agent } : { url });
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).not.toBe('loading');
    return { page, verdict };
  };

  beforeAll(async () => {
    session = await launchExtension();
  });
  afterAll(async () => session?.close());
  afterEach(() => sites.closeAll());

  it('shows a disallowed verdict with its rule, line, delay, sitemaps and snapshot', async () => {
    const s = await site({ '/robots.txt': respond(200, ROBOTS, { etag: '"abc"' }) });
    const { page, verdict } = await open(`${s.origin}/private/cart`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect(await verdict.getAttribute('data-agent')).toBe('Googlebot');
    expect(await page.getByTestId('matched-rule').getAttribute('data-line')).toBe('3');
    expect(await page.getByTestId('matched-rule').textContent()).toContain('Disallow: /private');
    expect(await page.getByTestId('crawl-delay').getAttribute('data-seconds')).toBe('10');
    const links = page.getByTestId('sitemaps').locator('a');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe(`${s.origin}/sitemap.xml`);
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
    const snapshot = page.getByTestId('snapshot');
    expect(await snapshot.getAttribute('data-status')).toBe('fetched');
    expect(await snapshot.getAttribute('data-state')).toBe('fresh');
    expect(await snapshot.getAttribute('data-sha256')).toMatch(/^[0-9a-f]{64}$/);
    // the javascript: sitemap is warned about, never linked
    expect(await page.getByTestId('warnings').textContent()).toMatch(/line 9/i);
  });

  it('shows an allowed verdict', async () => {
    const s = await site({ '/robots.txt': respond(200, ROBOTS) });
    const { verdict } = await open(`${s.origin}/shoes`, 'Bingbot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
  });

  it('switches the crawler through the native select', async () => {
    const s = await site({ '/robots.txt': respond(200, ROBOTS) });
    const { page, verdict } = await open(`${s.origin}/shoes`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    await page.getByTestId('agent-select').selectOption('GPTBot');
    await expect.poll(() => verdict.getAttribute('data-agent')).toBe('GPTBot');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('disallowed');
    expect(await page.getByTestId('matched-rule').getAttribute('data-line')).toBe('6');
    const options = await page
      .getByTestId('agent-select')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    for (const token of [
      'Googlebot',
      'Bingbot',
      'GPTBot',
      'ClaudeBot',
      'CCBot',
      'PerplexityBot',
      'Google-Extended',
      'Applebot-Extended',
    ]) {
      expect(options).toContain(token);
    }
  });

  it('404: no rules published, allowed', async () => {
    const s = await site({ '/robots.txt': respond(404, 'not found') });
    const { page, verdict } = await open(`${s.origin}/anything`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(await page.getByTestId('snapshot').getAttribute('data-status')).toBe('absent');
  });

  it('503: unreachable, with the RFC 9309 reason in words', async () => {
    const s = await site({ '/robots.txt': respond(503, 'down') });
    const { page, verdict } = await open(`${s.origin}/anything`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('unreachable');
    expect(await page.textContent('body')).toContain('robots.txt answered 503');
    expect(await page.getByTestId('snapshot').getAttribute('data-status')).toBe('unavailable');
  });

  it('a cross-origin redirect is unreachable by default, naming the target', async () => {
    const other = await site({ '/robots.txt': respond(200, 'User-agent: *\nAllow: /\n') });
    const s = await site({
      '/robots.txt': respond(301, '', { location: `${other.origin}/robots.txt` }),
    });
    const { page, verdict } = await open(`${s.origin}/x`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('unreachable');
    expect(await page.textContent('body')).toContain(other.origin);
  });

  it('an HTML body is parsed with a warning', async () => {
    const s = await site({
      '/robots.txt': respond(200, '<!doctype html><html><body>Not found</body></html>', {
        'content-type': 'text/html',
      }),
    });
    const { page, verdict } = await open(`${s.origin}/x`, 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('allowed');
    expect(await page.getByTestId('warnings').textContent()).toMatch(/HTML/);
  });

  it('a non-web page is not applicable', async () => {
    const { verdict } = await open('chrome://settings/', 'Googlebot');
    expect(await verdict.getAttribute('data-verdict')).toBe('not-applicable');
  });
});
